export * from './app';
export * from './config';
export * from './routes';
export * from './upstreams';
