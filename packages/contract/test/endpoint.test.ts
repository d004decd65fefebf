import { describe, expect, it } from 'vitest';
import { endpointPath, endpoints } from '../src/index';

describe('endpoint paths', () => {
  it('fills each parameter, encoded as one path segment', () => {
    expect(endpointPath(endpoints.getRightsHolderIsni.path, { id: 'a/b c' })).toBe('/user/rightsholder_isni/a%2Fb%20c');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => endpointPath(endpoints.getRightsHolderIsni.path)).toThrow('Missing path parameter id');
  });

  it('names each method and path once', () => {
    const routes = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
