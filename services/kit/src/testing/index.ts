export * from './database';
export * from './services';
export * from './deliveries';
export * from './streams';
export * from './tcp-proxy';
