/** The signed-in user's schema, loaded on first use (see ./site.ts). */
export { User } from '@hub/proto';
