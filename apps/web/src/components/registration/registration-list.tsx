import { Group, Select, Stack } from '@mantine/core';
import type { PageMeta } from '@repertoire/contract';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '../ui/data-table';
import { DataTable } from '../ui/data-table';
import { NoMatchState } from '../ui/no-match-state';
import type { QueryLike } from '../ui/loading-state';
import { QueryState } from '../ui/loading-state';
import { RegistrationStatusFilter } from '../ui/registration-status-filter';
import { SearchInput } from '../ui/search-input';
import type { RegistrationListParams } from './use-registration-list-params';

export type RegistrationListProps<T extends { id: string }> = {
  params: Pick<RegistrationListParams, 'search' | 'status' | 'sortValue' | 'isFiltered' | 'setPage' | 'setSearch' | 'setStatus' | 'setSort' | 'clearFilters'>;
  searchLabel: string;
  searchPlaceholder: string;
  sortOptions: readonly { value: string; label: string }[];
  query: QueryLike<{ data: T[]; meta: PageMeta | undefined }> & { isPlaceholderData: boolean };
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<T>[];
  /** Shown when nothing matches the search or the status; it offers to clear them. */
  noMatch: { title: string; description: string };
  /** Shown while the member has none at all. */
  empty: ReactNode;
};

/** The member's works or recordings: search, status filter and sort above a paged table. */
export function RegistrationList<T extends { id: string }>({ params, searchLabel, searchPlaceholder, sortOptions, query, label, columns, noMatch, empty }: RegistrationListProps<T>) {
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchInput label={searchLabel} placeholder={searchPlaceholder} value={params.search} onSearch={params.setSearch} style={{ flex: '1 1 240px' }} />
        <RegistrationStatusFilter value={params.status} onChange={params.setStatus} />
        <Select label="Sort by" data={sortOptions} value={params.sortValue} onChange={(value) => params.setSort(value ?? '')} allowDeselect={false} w={240} />
      </Group>
      <QueryState query={query}>
        {(result) => (
          <DataTable
            label={label}
            columns={columns}
            rows={result.data}
            getRowKey={(row) => row.id}
            meta={result.meta}
            onPageChange={params.setPage}
            isFetching={query.isPlaceholderData}
            empty={
              params.isFiltered ? (
                <NoMatchState title={noMatch.title} description={noMatch.description} onClear={() => params.clearFilters()} />
              ) : (
                empty
              )
            }
          />
        )}
      </QueryState>
    </Stack>
  );
}
