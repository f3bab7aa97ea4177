export { createWordreeApp, SCHEMA, type WordreeOptions } from './app';
export { ShiftableClock, type Clock } from './clock';
export { migrations } from './db/migrations';
export { createWordreeService, wordreeClock, wordreeService } from './service';
