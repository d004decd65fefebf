import { endpointPath, type Endpoint, type PageMeta } from '@repertoire/contract';
import type { z } from 'zod';
import { request, requestFile, type ApiResult, type FileResult, type RequestOptions } from './api-client';

/**
 * Calls built from the contract's endpoint table (packages/contract/src/endpoints): the path, method,
 * parameters, body and answer all come from one declaration, so a call cannot drift from its route.
 */

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call to `E` takes: its path parameters and body when it has them, its query when it takes one. */
export type CallInput<E extends Endpoint> = (E extends { params: infer P } ? { params: Input<P> } : { params?: never }) &
  (E extends { query: infer Q } ? { query?: Input<Q> } : { query?: never }) &
  (E extends { kind: 'upload' } ? { body: FormData } : E extends { body: infer B } ? { body: Input<B> } : { body?: never }) &
  Pick<RequestOptions, 'signal' | 'allowUnauthorized'>;

/** The payload of an endpoint's answer (`data.data` of its envelope). */
export type Payload<E extends Endpoint> = E extends { answer: infer A }
  ? A extends z.ZodType
    ? z.output<A> extends { data: { data: infer D } }
      ? D
      : never
    : never
  : null;

/** Calls whose input is all optional may leave it out. */
type Args<E extends Endpoint> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

type Query = RequestOptions['query'];

function send<E extends Endpoint>(endpoint: E, input: Partial<CallInput<Endpoint>> = {}) {
  const { params, query, body, signal, allowUnauthorized } = input as {
    params?: Record<string, string>;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
    allowUnauthorized?: boolean;
  };
  return request<Payload<E>>(endpointPath(endpoint.path, params), {
    method: endpoint.method,
    query,
    body,
    signal,
    allowUnauthorized,
  });
}

/** The answer with its message, for screens that show what the server said. */
export const callWithMessage = <E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<ApiResult<Payload<E>>> =>
  send(endpoint, input);

/** The payload of the answer. */
export const call = async <E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<Payload<E>> =>
  (await send(endpoint, input)).data;

/** A list endpoint: the page's items and its pagination figures. */
export const callPage = async <E extends Endpoint>(
  endpoint: E,
  ...[input]: Args<E>
): Promise<{ data: Payload<E>; meta: PageMeta | undefined }> => {
  const result = await send(endpoint, input);
  return { data: result.data, meta: result.meta };
};

/** A download endpoint: the file as it comes, with its name. */
export const callFile = <E extends Endpoint & { kind: 'download' }>(endpoint: E, ...[input]: Args<E>): Promise<FileResult> => {
  const { params, query, signal } = (input ?? {}) as { params?: Record<string, string>; query?: Query; signal?: AbortSignal };
  return requestFile(endpointPath(endpoint.path, params), { query, signal });
};
