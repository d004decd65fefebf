import type { z } from 'zod';
import type { MemberPart } from './member-roles';
import type { StaffRole } from './staff-role-values';

/**
 * Who may call an endpoint: anyone, any signed-in account, members only, or staff only.
 * The server checks that each route is mounted behind the matching authentication.
 */
export type EndpointAccess = 'public' | 'account' | 'member' | 'staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What travels in the request: JSON (or none), a multipart upload, or a file in the answer. */
export type EndpointKind = 'json' | 'upload' | 'download';

/**
 * Who may call an endpoint, and for a staff endpoint the staff roles that may (at least one; an
 * administrator may call every staff endpoint). The server refuses a staff member whose roles do
 * not cover it, 403, before anything else about the request is judged.
 */
export type EndpointCaller =
  | { access: Exclude<EndpointAccess, 'staff'>; staffRoles?: never }
  | { access: 'staff'; staffRoles: readonly [StaffRole, ...StaffRole[]] };

/**
 * One endpoint of the API, declared once: the server registers its route from it, the web
 * client builds its calls from it, and the endpoint list in the docs is generated from it.
 * `path` is relative to `/api/v1` and names its parameters as `:name`.
 */
export type Endpoint = EndpointCaller & {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  /**
   * The part of a member's business a signed-in endpoint belongs to (member-roles.ts): a person
   * acting for a member whose role does not cover it is refused before the handler. Required for
   * `member` and `account` endpoints.
   */
  memberPart?: MemberPart;
  kind: EndpointKind;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  answer?: z.ZodType;
  /** The status of a successful answer when it is not 200 (201 for what a call creates). */
  status?: 201;
};

/** What a signed-in endpoint must declare besides the rest. */
type MemberPartDeclared<E extends Endpoint> = E['access'] extends 'member' | 'account' ? { memberPart: MemberPart } : unknown;

/** Keeps each declaration's literal types, so routes and calls stay typed by it. */
export const defineEndpoint = <const E extends Endpoint>(endpoint: E & MemberPartDeclared<E>): E => endpoint;

/** Fills an endpoint's `:name` parameters, each encoded as one path segment. */
export const endpointPath = (path: string, params: Readonly<Record<string, string>> = {}): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
