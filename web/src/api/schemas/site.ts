/**
 * The schemas of the answers the app's shell parses, one module each and loaded on first use:
 * zod would otherwise be a fifth of the first screen's JavaScript, and a visitor's landing page
 * renders without it. One module each, because a module's every schema is built as it loads: a
 * guest's game page, which parses only the site's settings, built the account schemas too.
 */
export { SiteConfig } from '@hub/proto';
