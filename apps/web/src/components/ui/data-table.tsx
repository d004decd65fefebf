import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { PageMeta } from '@repertoire/contract';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** Hidden below this breakpoint to keep narrow screens readable. */
  visibleFrom?: 'sm' | 'md' | 'lg';
  width?: number | string;
};

export type DataTableProps<T> = {
  /** Accessible name of the table, e.g. "Your musical works". */
  label: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowKey: (row: T) => string;
  /** Pagination figures of a list answer (`data.meta`); omit for a table without pages. */
  meta?: PageMeta;
  onPageChange?: (page: number) => void;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** A newer page is loading while the previous one is still shown. */
  isFetching?: boolean;
};

/** "Showing 21–40 of 134"; "… of more than 10,000" when the list stopped counting at its cap (`totalIsCapped`). */
export function rangeText(meta: PageMeta, count: number): string {
  if (meta.total === 0 || count === 0) return 'No results';
  const first = (meta.page - 1) * meta.pageSize + 1;
  const total = meta.total.toLocaleString('en-GB');
  return `Showing ${first}–${first + count - 1} of ${meta.totalIsCapped ? `more than ${total}` : total}`;
}

/** A list answer as a table with the spec's pagination (the piece every list and search screen shares). */
export function DataTable<T>({ label, columns, rows, getRowKey, meta, onPageChange, empty, isFetching = false }: DataTableProps<T>) {
  if (rows.length === 0) {
    // A page past the end (an old link, a list that shrank) is not an empty list.
    if (meta && meta.page > 1 && meta.total > 0) return <PastTheEnd meta={meta} onPageChange={onPageChange} />;
    return <>{empty}</>;
  }

  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={label} highlightOnHover verticalSpacing="sm" aria-busy={isFetching || undefined} style={{ opacity: isFetching ? 0.6 : 1 }}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} visibleFrom={column.visibleFrom} w={column.width}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={getRowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} visibleFrom={column.visibleFrom}>
                    {column.render(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {meta ? (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            {rangeText(meta, rows.length)}
          </Text>
          {onPageChange ? <Pagination page={meta.page} totalPages={meta.totalPages} onChange={onPageChange} /> : null}
        </Group>
      ) : null}
    </Stack>
  );
}

function PastTheEnd({ meta, onPageChange }: { meta: PageMeta; onPageChange: ((page: number) => void) | undefined }) {
  const lastPage = Math.max(1, meta.totalPages);
  return (
    <EmptyState
      title={`There is no page ${meta.page.toLocaleString('en-GB')}`}
      description={`This list has ${lastPage.toLocaleString('en-GB')} ${lastPage === 1 ? 'page' : 'pages'}.`}
      action={
        onPageChange ? (
          <Button variant="light" onClick={() => onPageChange(lastPage)}>
            Go to the last page
          </Button>
        ) : undefined
      }
    />
  );
}
