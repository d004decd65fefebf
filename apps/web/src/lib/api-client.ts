import type { ErrorBody, PageMeta } from '@repertoire/contract';
import { LOADING_TIMEOUT } from '../config/constants';
import { env } from '../config/env';

/**
 * The one request client of the app (docs/architecture.md#the-five-fixed-calls): base `{host}/api/v1`, the session cookie
 * travels with every call, a bearer token is added when one is set, and the payload is
 * taken from `body.data.data`.
 */

export type FieldError = { path: string; message: string };

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  /** When a refusal for too many attempts (429) ends, from its Retry-After; null otherwise. */
  readonly retryAt: Date | null;

  constructor(message: string, status: number, errors: FieldError[] = [], retryAt: Date | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.retryAt = retryAt;
  }
}

/**
 * An answer that will not change by asking again: the request itself was wrong (a malformed or
 * unknown id, 400/404, 403, 410…). Timeouts (408) and rate limits (429) may pass, server errors too.
 */
export function isPermanentFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/** A page's item could not be found: its id is unknown, another member's (404), or not an id at all (400). */
export function isMissingItem(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** docs/architecture.md#envelope-and-errors: the server's `message`, falling back to the error's own message. */
export function errorMessage(error: unknown, fallback = 'Something went wrong: please try again'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

// --- bearer hook ------------------------------------------------------------------------
// The browser relies on the HttpOnly `_session_id` cookie. API clients, tests or a future
// mobile shell can hand the client a token instead; it is then sent on every request.
let bearerToken: string | null = null;

export function setBearerToken(token: string | null): void {
  bearerToken = token;
}

export function getBearerToken(): string | null {
  return bearerToken;
}

// --- logged-out hook --------------------------------------------------------------------
// A 401 on a protected call means the session is gone (docs/architecture.md#session): the app provider installs
// a handler that clears the cached session, so the route guard sends the member to `/`.
let unauthorizedHandler: (() => void) | null = null;

export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Calls where 401 is an expected answer (session probe, login) do not log the member out. */
  allowUnauthorized?: boolean;
};

type Envelope<T> = { message: string; data: { data: T; meta?: PageMeta } };

export type ApiResult<T> = { data: T; meta?: PageMeta; message: string };

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${env.apiBaseUrl}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export const NO_ANSWER = 'The server did not answer within 2 minutes: try again';

/** Sends one call with the session cookie (and bearer token when set); a refusal becomes an ApiError with the server's message. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, query, signal, allowUnauthorized = false } = options;
  const headers: Record<string, string> = { Accept: accept };
  const token = getBearerToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  // docs/architecture.md#constants: a call still unanswered after 120 s is given up, so its screen part shows an
  // error whose Retry really asks again (a query never answered would only be joined).
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), LOADING_TIMEOUT);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal,
    });
  } catch (error) {
    if (deadline.signal.aborted) throw new ApiError(NO_ANSWER, 0);
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(errorMessage(error, 'The server could not be reached: check your connection'), 0);
  } finally {
    clearTimeout(timer);
  }

  if (!response.ok) {
    const json = await readJson(response);
    if (response.status === 401 && !allowUnauthorized) unauthorizedHandler?.();
    const message = isErrorBody(json) ? json.message : `Request failed with status ${response.status}`;
    const errors = isErrorBody(json) && Array.isArray(json.errors) ? json.errors : [];
    throw new ApiError(message, response.status, errors, retryAtOf(response));
  }
  return response;
}

/** Retry-After in seconds (what the API sends) as a time; null when absent or not a number of seconds. */
function retryAtOf(response: Response): Date | null {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? new Date(Date.now() + seconds * 1000) : null;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const response = await send(path, options, 'application/json');
  const envelope = (await readJson(response)) as Envelope<T> | null;
  return {
    data: envelope?.data?.data as T,
    meta: envelope?.data?.meta,
    message: envelope?.message ?? '',
  };
}

export type FileResult = { blob: Blob; filename: string | null };

/** The file name of `Content-Disposition: attachment; filename="…"`, or null. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/** A download (e.g. a CSV export): the body as it comes, not an envelope, through the same client and session. */
export async function requestFile(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<FileResult> {
  const response = await send(path, { ...options, method: 'GET' }, '*/*');
  return { blob: await response.blob(), filename: filenameFromDisposition(response.headers.get('content-disposition')) };
}
