import type { PageMeta } from '@repertoire/contract';
import type { UseQueryOptions } from '@tanstack/react-query';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** A page of a list, as api.list reads it. */
export type Page<T> = { data: T[]; meta: PageMeta | undefined };

/**
 * The query options of one page of a list: cached under `key` followed by the query, and the
 * page on screen stays there (as placeholder data) while the next one loads, so that a table
 * does not blink empty between pages or searches.
 */
export const pagedQueryOptions = <Query, Result>(key: readonly unknown[], fetchPage: (query: Query) => Promise<Result>, query: Query) =>
  queryOptions({ queryKey: [...key, query], queryFn: () => fetchPage(query), placeholderData: keepPreviousData });

/** The options of a page of a list of T: what a screen that pages through one is given. */
export type PagedQueryOptions<T> = UseQueryOptions<Page<T>, Error, Page<T>, unknown[]>;
