export * from './app';
export * from './config';
export * from './routes';
export * from './rate-limits';
export * from './upstreams';
