import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie's name, fixed (docs/architecture.md#sessions). */
export const SESSION_COOKIE = '_session_id';

export type SessionCookieOptions = { secure: boolean; ttlHours: number };

/** Secure when the app is served over https; as long-lived as a session. */
export function sessionCookieOptions(config: { appUrl: string; sessionTtlHours: number }): SessionCookieOptions {
  return { secure: config.appUrl.startsWith('https://'), ttlHours: config.sessionTtlHours };
}

export function setSessionCookie(reply: FastifyReply, token: string, options: SessionCookieOptions): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secure,
    maxAge: Math.floor(options.ttlHours * 3600),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** The session token of a request: the cookie, or `Authorization: Bearer <token>` for API clients. */
export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  return request.cookies[SESSION_COOKIE] || null;
}
