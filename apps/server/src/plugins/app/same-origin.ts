import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden } from '../../lib/errors';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_REFUSED = 'This request came from another website: it was refused';

/**
 * Whether a browser sent this request on behalf of another site. Fetch metadata first
 * (`Sec-Fetch-Site`, which pages cannot forge): only `same-origin`, and `none` (typed or
 * bookmarked by the user), are the app's own. Browsers without it still send `Origin` on
 * cross-origin writes, which must be the configured app URL. A request with neither header
 * does not come from a browser page (curl, a server) and so cannot ride on a member's cookie.
 */
export function isCrossSite(request: FastifyRequest, appOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin !== appOrigin;
  return false;
}

/**
 * Cross-site request forgery defence (OWASP CSRF cheat sheet, fetch metadata and origin checks):
 * a state change that a browser sends on behalf of another site is refused with 403 before it is
 * authenticated or parsed, whatever its content type (`text/plain`, urlencoded and multipart
 * forms need no preflight, so SameSite=Lax alone would not stop them everywhere). Calls with
 * `Authorization: Bearer` are exempt: another site's page cannot set that header.
 */
export function registerSameOriginCheck(app: FastifyInstance, appUrl: string): void {
  const appOrigin = new URL(appUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    if (/^Bearer\s/i.test(request.headers.authorization ?? '')) return;
    if (isCrossSite(request, appOrigin)) throw new Forbidden(CROSS_SITE_REFUSED);
  });
}
