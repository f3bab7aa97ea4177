import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@hub/proto';
import type { GatewaySettings } from './config';

const ADS_SCRIPT_HOSTS = [
  'https://pagead2.googlesyndication.com',
  'https://*.googlesyndication.com',
];
const ADS_FRAME_HOSTS = [
  'https://googleads.g.doubleclick.net',
  'https://tpc.googlesyndication.com',
];

/** Security headers with a CSP that allows our own code and, only when configured, the ad provider. */
export function securityHeaders(settings: GatewaySettings): RequestHandler {
  const ads = settings.ADS_CLIENT_ID ? ADS_SCRIPT_HOSTS : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...ads],
        // Radix injects <style> elements (scroll lock); inline styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...ads],
        // The confetti draws off the main thread, in a worker it builds from a blob of its code.
        workerSrc: ["'self'", 'blob:'],
        frameSrc: settings.ADS_CLIENT_ID ? ADS_FRAME_HOSTS : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(settings.TRUST_PROXY ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: settings.TRUST_PROXY,
    crossOriginEmbedderPolicy: false,
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API call: the request must come from our own origin (when
 * the browser says where it comes from) and carry a custom header, which a cross-site form or
 * image cannot send and a cross-site fetch cannot send without a CORS grant we never give.
 */
export function csrfProtection(settings: GatewaySettings): RequestHandler {
  const extraOrigins = settings.PUBLIC_URL ? [new URL(settings.PUBLIC_URL).origin] : [];
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    if (origin && origin !== ownOrigin && !extraOrigins.includes(origin)) {
      res.status(403).json({ message: 'Cross-site requests are not allowed' });
      return;
    }
    if (req.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) {
      res.status(403).json({ message: `Missing the ${CSRF_HEADER} header` });
      return;
    }
    next();
  };
}
