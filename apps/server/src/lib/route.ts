import type { FastifyContextConfig } from 'fastify';
import type { Endpoint } from '@repertoire/contract';

type Schema<E extends Endpoint> = {
  tags: string[];
  summary: string;
  params: E extends { params: infer P } ? P : undefined;
  querystring: E extends { query: infer Q } ? Q : undefined;
  body: E extends { body: infer B } ? B : undefined;
  response: E extends { answer: infer A } ? (E extends { status: 201 } ? { 201: A } : { 200: A }) : undefined;
  consumes?: string[];
};

/** What an endpoint's tag is about, as a refused role is told it (access/member-parts.ts). */
const subjectOfTag: Readonly<Record<string, string>> = {
  user: 'the profile',
  catalogue: 'catalogue files',
  cwr: 'CWR files',
  jobs: 'imports and exports',
  help: 'Help',
};

/** "bank details" to read them, "changing bank details" to change them. */
function memberSubjectOf(endpoint: Endpoint): string {
  const tag = endpoint.tags[0] ?? 'this';
  const subject = subjectOfTag[tag] ?? tag;
  return endpoint.method === 'GET' ? subject : `changing ${subject}`;
}

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
  // A signed-in endpoint without its part of a member's business would let every role through: refused at start-up.
  if ((endpoint.access === 'member' || endpoint.access === 'account') && !endpoint.memberPart) {
    throw new Error(`${endpoint.method} ${endpoint.path} declares no memberPart`);
  }
  // What the route's hooks read of its endpoint (plugins/app/authentication.ts): the part of a member's business it
  // belongs to, or the staff roles that may call it.
  const config: FastifyContextConfig = {
    ...(endpoint.memberPart ? { memberPart: endpoint.memberPart, memberSubject: memberSubjectOf(endpoint) } : {}),
    ...(endpoint.access === 'staff' ? { staffRoles: endpoint.staffRoles } : {}),
  };
  return { method: endpoint.method, url: endpoint.path, schema, config };
};
