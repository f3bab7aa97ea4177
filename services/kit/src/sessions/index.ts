export * from './store';
export * from './redis-store';
export * from './postgres-store';
