import type { onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import { forbidden } from '@hub/kit';
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

/**
 * Security headers with a CSP that allows our own code and, only when configured, the ad provider.
 * Helmet's middleware is made once here and run on the response itself, so answers the gateway
 * passes on from a service get the headers too (@fastify/helmet makes it anew on every request,
 * parsing the CSP each time: a few percent of a daily read's whole cost).
 */
export function securityHeaders(settings: GatewaySettings): onRequestHookHandler {
  const ads = settings.ADS_CLIENT_ID ? ADS_SCRIPT_HOSTS : [];
  const setHeaders = helmet({
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
  return (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error));
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing API call: the request must come from our own origin (when
 * the browser says where it comes from) and carry a custom header, which a cross-site form or
 * image cannot send and a cross-site fetch cannot send without a CORS grant we never give.
 */
export function csrfProtection(settings: GatewaySettings): onRequestHookHandler {
  const extraOrigins = settings.PUBLIC_URL ? [new URL(settings.PUBLIC_URL).origin] : [];
  return (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const { origin } = request.headers;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin && origin !== ownOrigin && !extraOrigins.includes(origin)) {
      return done(forbidden('Cross-site requests are not allowed'));
    }
    if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      return done(forbidden(`Missing the ${CSRF_HEADER} header`));
    }
    done();
  };
}
