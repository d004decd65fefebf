import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../../config';

/**
 * Security headers. The CSP admits only the SPA's own scripts and styles, inline styles
 * (Mantine writes CSS variables into style attributes), and images from data:/blob: URLs
 * (previews of a chosen profile picture).
 */
export function securityHeaderOptions(config: Config): HelmetOptions {
  const https = config.appUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense (and only works) when the site is served over https.
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for these options. They depend on nothing in the request, so helmet runs
 * once at start-up against a response that only records them; @fastify/helmet would build a new
 * helmet, CSP parsing included, for every request (a fifth of a 404's time: docs/architecture.md#scale-and-resilience).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Every answer carries the security headers; a route may still set its own (uploads send a stricter CSP). */
export function registerHelmet(app: FastifyInstance, config: Config): void {
  const headers = { ...securityHeaders(securityHeaderOptions(config)), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // API answers carry member data: no browser or proxy keeps them (a shared computer's back button, a cache).
    // A route that may be cached says so itself.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
}

/** The browser features the app never uses are off for it and for anything it embeds. */
export const PERMISSIONS_POLICY = ['accelerometer', 'autoplay', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');
