import { vi } from 'vitest';
import { z } from 'zod';
import { endpointOf, errorResponseSchema, isTextResponse, responseSchemas } from './api-contract';

/**
 * Stubs `fetch` with answers keyed by "METHOD /path" (the path after /api/v1, without the
 * query string). An answer is `{ status?, body }`, a function of the request returning one,
 * or a never-settling promise via `pending()`. Unknown calls answer 404.
 *
 * Every answer is checked against the contract (api-contract.ts): a 2xx body against the
 * endpoint's response schema, a 4xx or 5xx body against `errorBody`. A stubbed endpoint the
 * contract does not describe, or a fixed answer it refuses, throws where the stub is made; an
 * answer computed per call that it refuses fails the call and the test (setup-tests.ts).
 */
export type StubAnswer = { status?: number; body?: unknown; headers?: Record<string, string> } | typeof PENDING;
export type StubHandler = StubAnswer | ((request: { url: string; method: string; body: unknown; headers: Headers }) => StubAnswer);

export const PENDING = Symbol('pending');

/** The success envelope of the API: the payload in `data.data` (docs/architecture.md#envelope-and-errors). */
export const ok = <T>(data: T, meta?: unknown) => ({ status: 200, body: { message: 'OK', data: meta ? { data, meta } : { data } } });
export const fail = (status: number, message: string, errors?: { path: string; message: string }[]) => ({
  status,
  body: errors ? { message, errors } : { message },
});

export type ApiCall = { method: string; path: string; url: string; body: unknown; headers: Headers };

/** Raised when a stub and the contract disagree. */
export class StubContractError extends Error {
  override name = 'StubContractError';
}

let unreportedProblems: StubContractError[] = [];

/** The disagreements found in calls since the last time they were taken (setup-tests.ts fails the test on any). */
export function takeStubContractProblems(): StubContractError[] {
  const problems = unreportedProblems;
  unreportedProblems = [];
  return problems;
}

function unknownEndpoint(key: string): StubContractError {
  return new StubContractError(`${key} is stubbed, but the contract has no response schema for it: add it to src/testing/api-contract.ts`);
}

const endpointOfKey = (key: string): string | null => {
  const [method = '', path = ''] = key.split(' ');
  return endpointOf(method, path);
};

/** Paths of the fields a body carries that the schema's output dropped: fields the API never sends. */
function unknownFields(sent: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => unknownFields(item, parsed[i], `${path}[${i}]`));
  if (typeof sent !== 'object' || sent === null || typeof parsed !== 'object' || parsed === null) return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return key in parsed ? unknownFields(value, (parsed as Record<string, unknown>)[key], at) : [at];
  });
}

/** Why the contract refuses an answer of `key` (e.g. "GET /musical-works/1"), or null when it takes it. */
function contractProblem(key: string, answer: Exclude<StubAnswer, typeof PENDING>): StubContractError | null {
  const endpoint = endpointOfKey(key);
  if (!endpoint) return unknownEndpoint(key);
  const { status = 200, body = null } = answer;
  const isError = status >= 400;
  const schema = isError ? errorResponseSchema : responseSchemas[endpoint];
  const result = schema?.safeParse(body);
  if (!result) return null;
  const against = isError ? 'errorBody' : `the response schema of ${endpoint}`;
  if (!result.success) return new StubContractError(`The stub of ${key} answers ${status} with a body that ${against} refuses:\n${z.prettifyError(result.error)}`);
  const unknown = unknownFields(body, result.data);
  if (unknown.length > 0) return new StubContractError(`The stub of ${key} answers ${status} with fields ${against} does not have: ${unknown.join(', ')}`);
  return null;
}

export function stubApi(handlers: Record<string, StubHandler>) {
  for (const [key, handler] of Object.entries(handlers)) {
    if (!endpointOfKey(key)) throw unknownEndpoint(key);
    // Answers computed per call are checked when they are served.
    const problem = typeof handler === 'function' || handler === PENDING ? null : contractProblem(key, handler);
    if (problem) throw problem;
  }

  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.replace(/^.*\/api\/v1/, '').split('?')[0] ?? '';
    const headers = new Headers(init?.headers);
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body) as unknown;
      } catch {
        // keep the raw string
      }
    }
    calls.push({ method, path, url, body, headers });

    const key = `${method} ${path}`;
    const handler = handlers[key];
    const answer = typeof handler === 'function' ? handler({ url, method, body, headers }) : handler;
    // Like fetch, a call that never answers still ends when its signal aborts.
    if (answer === PENDING) {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }
    if (answer) {
      const problem = contractProblem(key, answer);
      if (problem) {
        unreportedProblems.push(problem);
        throw problem;
      }
    }
    const { status = 200, body: responseBody = null, headers: answerHeaders = {} } = answer ?? { status: 404, body: { message: `No stub for ${method} ${path}` } };
    const endpoint = endpointOfKey(key);
    const schema = endpoint ? responseSchemas[endpoint] : undefined;
    if (typeof responseBody === 'string' && schema && isTextResponse(schema)) {
      return new Response(responseBody, { status, headers: { 'Content-Type': 'text/csv; charset=utf-8', ...answerHeaders } });
    }
    return new Response(responseBody === null ? null : JSON.stringify(responseBody), {
      status,
      headers: { 'Content-Type': 'application/json', ...answerHeaders },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}
