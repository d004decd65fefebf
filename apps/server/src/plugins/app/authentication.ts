import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MemberPart, MemberRole, StaffRole } from '@repertoire/contract';
import { everyRoleCovers, mayAccess, requireMemberPart, requireStaffRoles } from '../../access';
import { actingName, type Actor } from '../../lib/actor';
import { NotFound, Unauthorized, noSuchEndpoint } from '../../lib/errors';
import { resolveSession } from '../../session/session.service';
import type { Account, AuthUser, CurrentSession, SessionLogin } from '../../session/session.service';
import { readSessionToken } from '../../session/session-cookie';

declare module 'fastify' {
  // Module augmentation needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /** The logged-in user, set by `app.authenticate` (required) or `app.identify` (optional). */
    user: AuthUser | null;
    /** The user's account as the session lookup read it: reads of one's own account use it instead of a second query. */
    account: Account | null;
    session: CurrentSession | null;
    /** The login behind the session: the same as `user` for a member's own login and for staff, else the person acting for `user`. */
    login: AuthUser | null;
    /** The login's role at the member `user` (null for staff). */
    memberRole: MemberRole | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The part of a member's business the route belongs to (packages/contract/src/member-roles.ts). */
    memberPart?: MemberPart;
    /** What the route is about, for the message refusing a role that does not cover it. */
    memberSubject?: string;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** onRequest, before validation: 401 (clearing the cookie) unless the request carries a live session. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest: attaches the user when a live session is present, never refuses. */
    identify(request: FastifyRequest): Promise<void>;
    /**
     * After `authenticate`: staff only. Anyone else is answered as for an endpoint that does not
     * exist (404, the same message), so that members do not learn the staff endpoints exist; a staff
     * member whose roles do not cover the route's endpoint (its `staffRoles`) is told so (403).
     */
    requireStaff(request: FastifyRequest): Promise<void>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyContextConfig {
    /** The staff roles that may call a staff route, from its endpoint in the contract (lib/route.ts). */
    staffRoles?: readonly StaffRole[];
  }
}

/** The user of a route guarded by `app.authenticate`: handlers call this instead of asserting non-null. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}

/** The user of a guarded route as services name the one who acts (audit trails record the name). */
export function currentActor(request: FastifyRequest): Actor {
  const user = currentUser(request);
  const { login, memberRole } = currentLogin(request);
  const person = memberRole ? { id: login.id, name: login.displayName, role: memberRole } : null;
  return {
    id: user.id,
    role: user.role,
    name: actingName(user.displayName, person, user.id),
    ...(person ? { person } : {}),
    ...(user.role === 'staff' ? { staffRoles: user.staffRoles } : {}),
  };
}

/**
 * The login of a guarded route and its role at the member acted for: what acts on the person
 * (their password, e-mail address, two-step sign-in) rather than on the member.
 */
export function currentLogin(request: FastifyRequest): SessionLogin {
  if (!request.login) throw new Unauthorized();
  return { login: request.login, memberRole: request.memberRole };
}

/** The account of a guarded route's user, read with the session in the same query. */
export function currentAccount(request: FastifyRequest): Account {
  if (!request.account) throw new Unauthorized();
  return request.account;
}

export function currentSession(request: FastifyRequest): CurrentSession {
  if (!request.session) throw new Unauthorized();
  return request.session;
}

/**
 * Guards every route of the calling plugin (and its children) for staff: anonymous requests get 401,
 * anyone else 404 as for an endpoint that does not exist, and staff whose roles do not cover the
 * route's endpoint 403. Staff route plugins call it once, first.
 */
export function staffOnly(app: FastifyInstance): void {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireStaff);
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorateRequest('account', null);
  app.decorateRequest('session', null);
  app.decorateRequest('login', null);
  app.decorateRequest('memberRole', null);

  async function attach(request: FastifyRequest): Promise<boolean> {
    const token = readSessionToken(request);
    if (!token) return false;
    const found = await resolveSession(app.db, token);
    if (!found) return false;
    request.user = found.user;
    request.account = found.account;
    request.session = found.session;
    request.login = found.login;
    request.memberRole = found.memberRole;
    return true;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!(await attach(request))) throw new Unauthorized('Your session has ended: please log in again');
  });
  app.decorate('identify', async (request: FastifyRequest) => {
    await attach(request);
  });
  // A route whose part of a member's business some role does not cover checks it, before validation so that
  // such a role is told so whatever it sent. Added to those routes alone: the rest (reads, one's own login)
  // pay nothing for it on every request.
  app.addHook('onRoute', (route) => {
    const { memberPart, memberSubject } = route.config ?? {};
    if (!memberPart || everyRoleCovers(memberPart)) return;
    const checkPart = async (request: FastifyRequest) => {
      if (!request.user || !request.memberRole) return;
      requireMemberPart({ memberName: request.user.displayName, role: request.memberRole, part: memberPart, subject: memberSubject ?? 'this' });
    };
    const existing = route.preValidation;
    route.preValidation = existing ? [checkPart, ...(Array.isArray(existing) ? existing : [existing])] : checkPart;
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    const actor = currentActor(request);
    if (!mayAccess(actor, 'staff.desk', {})) throw new NotFound(noSuchEndpoint(request.method, request.url));
    // A staff route declares its roles through its endpoint; one that declares none is refused to everyone.
    requireStaffRoles(actor, request.routeOptions.config.staffRoles ?? []);
  });
}
