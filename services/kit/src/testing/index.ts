export * from './database';
export * from './services';
export * from './deliveries';
