export { createAuthApp, SCHEMA, type AuthAppDeps } from './app';
export { AuthEnv, loadAuthConfig, sessionTimeouts, type AuthConfig } from './config';
export { migrations } from './db/migrations';
export { createAuthService, type AuthServiceOptions } from './service';
export { passwordProblem, type PasswordContext } from './domain/password-policy';
export type { ThrottleStore } from './throttle/limiters';
