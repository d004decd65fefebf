import type { Endpoint, StaffRole } from '@repertoire/contract';

type Schema<E extends Endpoint> = {
  tags: string[];
  summary: string;
  params: E extends { params: infer P } ? P : undefined;
  querystring: E extends { query: infer Q } ? Q : undefined;
  body: E extends { body: infer B } ? B : undefined;
  response: E extends { answer: infer A } ? (E extends { status: 201 } ? { 201: A } : { 200: A }) : undefined;
  consumes?: string[];
};

/** What a route's hooks read of its endpoint: the staff roles that may call it (plugins/app/authentication.ts). */
type RouteConfig = { staffRoles?: readonly StaffRole[] };

/**
 * The method, URL and schema of a route, taken from its endpoint in the contract:
 * `app.route({ ...routeOf(endpoints.getProfile), handler })` keeps the handler typed by it.
 */
export const routeOf = <const E extends Endpoint>(endpoint: E) => {
  // Only the parts an endpoint has: Fastify reads a key that is present but undefined as a schema
  // left out by mistake (warning FSTWRN001 on the HEAD route of every GET).
  const schema = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.answer ? { response: { [endpoint.status ?? 200]: endpoint.answer } } : {}),
    ...(endpoint.kind === 'upload' ? { consumes: ['multipart/form-data'] } : {}),
  } as Schema<E>;
  const config: RouteConfig = endpoint.access === 'staff' ? { staffRoles: endpoint.staffRoles } : {};
  return { method: endpoint.method, url: endpoint.path, schema, config };
};
