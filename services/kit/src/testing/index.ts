export * from './database';
export * from './services';
