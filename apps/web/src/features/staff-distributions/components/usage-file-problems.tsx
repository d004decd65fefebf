import { Badge, Text } from '@mantine/core';
import type { UsageFileProblem } from '@repertoire/contract';
import { useState } from 'react';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { useUsageFileProblems } from '../api/get-usage-file-problems';

const PAGE_SIZE = 20;

const severities: Record<UsageFileProblem['severity'], { label: string; color: string }> = {
  error: { label: 'Refused', color: 'red' },
  warning: { label: 'Assumed', color: 'orange' },
};

const columns: DataTableColumn<UsageFileProblem>[] = [
  { key: 'row', header: 'Row', width: 80, card: 'title', render: (problem) => `Row ${problem.row.toLocaleString('en-GB')}` },
  {
    key: 'severity',
    header: 'Kind',
    width: 110,
    render: (problem) => (
      <Badge component="span" variant="light" color={severities[problem.severity].color}>
        {severities[problem.severity].label}
      </Badge>
    ),
  },
  { key: 'column', header: 'Column', width: 180, render: (problem) => problem.column ?? <EmptyCell /> },
  { key: 'message', header: 'Message', render: (problem) => <Text size="sm">{problem.message}</Text> },
];

/** A file's problems by row number: rows refused, and what was assumed of others, a page at a time. */
export function UsageFileProblems({ fileId }: { fileId: string }) {
  const [page, setPage] = useState(1);
  const query = useUsageFileProblems(fileId, { page, pageSize: PAGE_SIZE });
  return (
    <PagedQueryTable
      query={query}
      label="Problems by row"
      columns={columns}
      getRowKey={(problem) => `${problem.row}-${problem.column ?? ''}-${problem.message}`}
      onPageChange={setPage}
      empty={<EmptyState title="No problems" description="Every row was read as it was written." />}
    />
  );
}
