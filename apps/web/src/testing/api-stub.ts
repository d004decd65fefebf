import { vi } from 'vitest';

/**
 * Stubs `fetch` with answers keyed by "METHOD /path" (the path after /api/v1, without the
 * query string). An answer is `{ status?, body }`, a function of the request returning one,
 * or a never-settling promise via `pending()`. Unknown calls answer 404.
 */
export type StubAnswer = { status?: number; body?: unknown } | typeof PENDING;
export type StubHandler = StubAnswer | ((request: { url: string; method: string; body: unknown; headers: Headers }) => StubAnswer);

export const PENDING = Symbol('pending');

/** The success envelope of the API: the payload in `data.data` (spec §7). */
export const ok = <T>(data: T, meta?: unknown) => ({ status: 200, body: { message: 'OK', data: meta ? { data, meta } : { data } } });
export const fail = (status: number, message: string, errors?: { path: string; message: string }[]) => ({
  status,
  body: errors ? { message, errors } : { message },
});

export type ApiCall = { method: string; path: string; url: string; body: unknown; headers: Headers };

export function stubApi(handlers: Record<string, StubHandler>) {
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

    const handler = handlers[`${method} ${path}`];
    const answer = typeof handler === 'function' ? handler({ url, method, body, headers }) : handler;
    // Like fetch, a call that never answers still ends when its signal aborts.
    if (answer === PENDING) {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      });
    }
    const { status = 200, body: responseBody = null } = answer ?? { status: 404, body: { message: `No stub for ${method} ${path}` } };
    return new Response(responseBody === null ? null : JSON.stringify(responseBody), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}
