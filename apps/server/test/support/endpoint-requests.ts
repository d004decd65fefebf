import { randomUUID } from 'node:crypto';
import { endpointPath, type Endpoint } from '@repertoire/contract';
import type { TestApp } from './test-app';

/**
 * A request to an endpoint of the contract's table with placeholder parameters (fresh uuids) and no
 * body: what is judged before validation (the session, who may call it) answers as for any request.
 */
export function requestToEndpoint(t: Pick<TestApp, 'app'>, endpoint: Endpoint, headers: Record<string, string> = {}) {
  const params = Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name as string, randomUUID()]));
  return t.app.inject({ method: endpoint.method, url: `/api/v1${endpointPath(endpoint.path, params)}`, headers });
}
