/**
 * The puzzle day's clock, as Bloom uses it: its own chunk (vite.config.ts), since proto's clock
 * sets up a time-zone formatter as it loads, some 50 ms of a phone's first screen, which never
 * reads it. Only a finish, checking that its day has not ended, needs it (sendFinish.ts).
 */
export { dayKey } from '@hub/proto';
