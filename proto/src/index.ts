export * from './clock';
export * from './games';
export * from './events';
export * from './auth';
export * from './progress';
export * from './bloom';
export * from './http';
export * from './site';
