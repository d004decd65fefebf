import type { PageMeta } from '@repertoire/contract';
import { DataTable, type DataTableProps } from './data-table';
import { QueryState, type QueryLike } from './loading-state';

/** A page of a list (pagedQueryOptions), which keeps the page shown as placeholder data while the next one loads. */
export type PagedQuery<T> = QueryLike<{ data: T[]; meta?: PageMeta | undefined }> & { isPlaceholderData: boolean };

type PagedQueryTableProps<T> = Omit<DataTableProps<T>, 'rows' | 'meta' | 'isFetching'> & { query: PagedQuery<T> };

/** A list query as a table: its loader or error with Retry (QueryState), then its rows with the app's pagination. */
export function PagedQueryTable<T>({ query, ...table }: PagedQueryTableProps<T>) {
  return <QueryState query={query}>{(page) => <DataTable {...table} rows={page.data} meta={page.meta} isFetching={query.isPlaceholderData} />}</QueryState>;
}
