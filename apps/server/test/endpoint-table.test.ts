import { endpoints, type Endpoint } from '@repertoire/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf } from './support/bad-requests';
import { requestToEndpoint } from './support/endpoint-requests';
import { createMember } from './support/factories';
import type { TestMember } from './support/factories';
import { buildTestApp } from './support/test-app';
import type { TestApp } from './support/test-app';

/**
 * The contract's endpoint table (packages/contract/src/endpoints) is the API: every route the app
 * serves under /api/v1 is declared there once, every declaration is served, and each is guarded as
 * its `access` says.
 */

let t: TestApp;
let member: TestMember;

beforeAll(async () => {
  t = await buildTestApp();
  member = await createMember(t);
});
afterAll(() => t.close());

/** `GET /musical-works/:id` for the table, `GET /musical-works/{id}` as the OpenAPI document writes it. */
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

const declared: [string, Endpoint][] = Object.entries(endpoints);

/** A request to the endpoint with placeholder parameters: what is judged here comes before validation. */
const requestTo = (endpoint: Endpoint, headers: Record<string, string> = {}) => requestToEndpoint(t, endpoint, headers);

describe('the endpoint table', () => {
  it('declares every route the app serves, each once', () => {
    const served = operationsOf(t.app.swagger())
      .filter((operation) => operation.path.startsWith('/api/v1/'))
      .map((operation) => keyOf(operation.method, operation.path.slice('/api/v1'.length)));
    const keys = declared.map(([, endpoint]) => keyOf(endpoint.method, endpoint.path));
    expect(new Set(keys).size, 'one declaration per method and path').toBe(keys.length);
    expect([...served].sort()).toEqual([...keys].sort());
  });

  it.each(declared.filter(([, endpoint]) => endpoint.access !== 'public'))('%s asks for a session', async (_, endpoint) => {
    const res = await requestTo(endpoint);
    expect(res.statusCode).toBe(401);
  });

  it.each(declared.filter(([, endpoint]) => endpoint.access === 'public'))('%s answers without a session', async (_, endpoint) => {
    const res = await requestTo(endpoint);
    expect(res.statusCode).not.toBe(401);
  });

  it.each(declared.filter(([, endpoint]) => endpoint.access === 'staff'))('%s is not there for a member', async (_, endpoint) => {
    const res = await requestTo(endpoint, { authorization: `Bearer ${member.token}` });
    expect(res.statusCode).toBe(404);
  });
});
