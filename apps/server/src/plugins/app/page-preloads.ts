import { NOTIFICATIONS_PAGE_SIZE } from '@repertoire/contract';
import type { UserRole } from '@repertoire/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../external/swagger';

/**
 * The pages anyone may open (apps/web/src/config/paths.ts): they show no members' header, so
 * they ask for nothing but the session. `/` is the landing page (registerLandingPage).
 */
const PUBLIC_PAGE = /^\/(signup\/|email-password-reset-link$|account\/password\/reset\/|account\/email\/confirm$)/;

/**
 * What the web app asks the API for as it starts on `path`, for a user with a live session:
 * - the session, on every page (apps/web/src/app/provider.tsx);
 * - on a member's page, the header's profile, ISNI and latest notifications, and on the
 *   dashboard its summary (the route loaders of apps/web/src/app/signed-in-routes.tsx).
 * The notifications are the header's first page, asked for with the same query string (page, then
 * page size), or the browser would not match the app's request to its preload.
 */
export function firstRequestsOf(path: string, role: UserRole): string[] {
  const requests = ['/auth/session'];
  if (role !== 'member' || PUBLIC_PAGE.test(path)) return requests;
  requests.push('/user/profile', '/user/user_isni', `/notifications?page=1&pageSize=${NOTIFICATIONS_PAGE_SIZE}`);
  if (path === '/dashboard') requests.push('/dashboard/summary');
  return requests;
}

/**
 * The `Link` header of a page of the web app (index.html): the API answers its first screen
 * will ask for, preloaded, so that the browser asks for them with the page rather than once the
 * app's code has come and run (on a phone, 200 kB of it, then a round trip more). Only for a
 * request with a live session; none otherwise, since the answers would be refusals. Each must
 * be asked for as the app asks (credentials included), or the browser fetches it twice.
 */
export async function pagePreloadHeader(app: FastifyInstance, request: FastifyRequest, path: string): Promise<string | null> {
  const role = await sessionRoleOfPage(app, request);
  if (!role) return null;
  return firstRequestsOf(path, role)
    .map((url) => `<${API_PREFIX}${url}>; rel=preload; as=fetch; crossorigin=use-credentials`)
    .join(', ');
}

/** Where a user with a live session starts (apps/web/src/config/paths.ts): members their dashboard, staff their console. */
export const FIRST_SCREEN_OF: Record<UserRole, string> = { member: '/dashboard', staff: '/staff', person: '/dashboard' };

/**
 * `/` is the landing page (landing.html, its login form as HTML) for a visitor. A request with a
 * live session is sent on to its first screen instead: the browser never paints the login form
 * of someone already logged in, and the first screen comes with its preloads
 * (docs/decisions/0014-a-session-opening-the-landing-page.md).
 */
export function registerLandingPage(app: FastifyInstance): void {
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const role = await sessionRoleOfPage(app, request);
    // Never stored: the same address answers the landing page once the session has ended.
    if (role) return reply.header('cache-control', 'no-store').redirect(FIRST_SCREEN_OF[role], 302);
    return reply.sendFile('landing.html');
  });
}

/** The role of a page request's live session, or null without one or when it cannot be read. */
async function sessionRoleOfPage(app: FastifyInstance, request: FastifyRequest): Promise<UserRole | null> {
  try {
    await app.identify(request);
  } catch (error) {
    // The page goes out all the same: the app shows the outage when it asks for itself.
    request.log.warn({ err: error }, 'The session of a page request could not be read');
    return null;
  }
  return request.user?.role ?? null;
}
