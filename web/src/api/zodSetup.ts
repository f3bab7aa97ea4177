/**
 * zod as the web app runs it, and what `zodLoaded` (./zod.ts) imports to evaluate zod ahead of
 * the schemas. The site's Content-Security-Policy forbids `eval` (`script-src 'self'`), so zod
 * cannot compile its parsers with `new Function`: told so, it does not try, where its probe was
 * reported by the browser as a CSP violation (on the console, and to any
 * `securitypolicyviolation` listener) even though zod caught the error. A schema that parses
 * before any `zodLoaded` has run still probes, and is refused, as before.
 */
import { config } from 'zod';

config({ jitless: true });
