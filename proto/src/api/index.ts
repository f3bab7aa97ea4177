// The public API's description, kept apart from the contracts' index: only servers and tests
// need it, and the web app's bundle must not carry it.
export * from './operation';
export * from './errors';
export * from './paths';
export * from './openapi';
export type * from './openapi-types';
export { contractRegistry, SCHEMA_REF, type JsonSchema } from './schemas';
