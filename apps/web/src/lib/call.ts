import { endpointPath, endpointRoutes, type Endpoint, type EndpointName, type PageMeta } from '@repertoire/contract';
import type { endpoints } from '@repertoire/contract';
import type { z } from 'zod';
import { request, requestFile, type ApiResult, type FileResult, type RequestOptions } from './api-client';

/**
 * Calls built from the contract's endpoint table (packages/contract/src/endpoints), by the
 * endpoint's name: the parameters, body and answer are typed by its declaration, and its method and
 * path come from `endpointRoutes`, the table without its schemas, so that a call brings no schema
 * (nor zod) onto the page that makes it.
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

/**
 * Each endpoint's argument list, by name, and a call's by its endpoint's name, which alone decides N: the arguments
 * are checked against it, never inferred from. Inferring N from them too had TypeScript weigh every endpoint's input
 * against the one given, past what it can represent once the table grew (TS2590).
 */
type ArgsOf = { [N in EndpointName]: Args<Declared<N>> };
type ArgsFor<N extends EndpointName> = N extends EndpointName ? ArgsOf[N] : never;

/** The declaration of the endpoint named `N`, as a type only. */
type Declared<N extends EndpointName> = (typeof endpoints)[N];

function send<N extends EndpointName>(name: N, input: unknown) {
  const { params, query, body, signal, allowUnauthorized } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Query;
    body?: unknown;
    signal?: AbortSignal;
    allowUnauthorized?: boolean;
  };
  const route = endpointRoutes[name];
  return request<Payload<Declared<N>>>(endpointPath(route.path, params), { method: route.method, query, body, signal, allowUnauthorized });
}

/** The answer with its message, for screens that show what the server said. */
export const callWithMessage = <N extends EndpointName>(name: N, ...[input]: ArgsFor<N>): Promise<ApiResult<Payload<Declared<N>>>> =>
  send(name, input);

/** The payload of the answer. */
export const call = async <N extends EndpointName>(name: N, ...[input]: ArgsFor<N>): Promise<Payload<Declared<N>>> =>
  (await send(name, input)).data;

/** A list endpoint: the page's items and its pagination figures. */
export const callPage = async <N extends EndpointName>(
  name: N,
  ...[input]: ArgsFor<N>
): Promise<{ data: Payload<Declared<N>>; meta: PageMeta | undefined }> => {
  const result = await send(name, input);
  return { data: result.data, meta: result.meta };
};

/** A download endpoint: the file as it comes, with its name. */
export const callFile = <N extends EndpointName>(name: N, ...[input]: ArgsFor<N>): Promise<FileResult> => {
  const { params, query, signal } = ((input as unknown) ?? {}) as { params?: Record<string, string>; query?: Query; signal?: AbortSignal };
  return requestFile(endpointPath(endpointRoutes[name].path, params), { query, signal });
};
