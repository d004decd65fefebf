import { Text } from '@mantine/core';
import type { PageMeta } from '@repertoire/contract';
import type { DataTableColumn } from '../ui/data-table';
import { DataTable } from '../ui/data-table';
import { EmptyState } from '../ui/empty-state';
import type { QueryLike } from '../ui/loading-state';
import { QueryState } from '../ui/loading-state';

export type RegistryResultsProps<T extends { id: string }> = {
  hasCriteria: boolean;
  query: QueryLike<{ data: T[]; meta: PageMeta | undefined }> & { isPlaceholderData: boolean };
  onPageChange: (page: number) => void;
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<T>[];
  noMatch: { title: string; description: string };
  /** Shown before the first search: what can be searched, and what the registry holds. */
  hint: string;
};

/** The registered entries a registry search found, paged; before any search, how to search. */
export function RegistryResults<T extends { id: string }>({ hasCriteria, query, onPageChange, label, columns, noMatch, hint }: RegistryResultsProps<T>) {
  if (!hasCriteria) {
    return (
      <Text c="dimmed" size="sm">
        {hint}
      </Text>
    );
  }
  return (
    <QueryState query={query}>
      {(found) => (
        <DataTable
          label={label}
          columns={columns}
          rows={found.data}
          getRowKey={(row) => row.id}
          meta={found.meta}
          onPageChange={onPageChange}
          isFetching={query.isPlaceholderData}
          empty={<EmptyState title={noMatch.title} description={noMatch.description} />}
        />
      )}
    </QueryState>
  );
}
