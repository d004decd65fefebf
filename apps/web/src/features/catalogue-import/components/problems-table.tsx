import { Tabs, Text } from '@mantine/core';
import type { CatalogueImportProblem } from '@repertoire/contract';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { useListParams } from '../../../lib/use-list-params';
import { useCatalogueImportProblems, type ProblemSeverity } from '../api/get-catalogue-import-problems';

const PAGE_SIZE = 20;

const columns: DataTableColumn<CatalogueImportProblem>[] = [
  { key: 'row', header: 'Row', width: 80, render: (problem) => problem.row.toLocaleString('en-GB') },
  { key: 'column', header: 'Column', width: 220, render: (problem) => problem.column ?? <EmptyCell /> },
  { key: 'message', header: 'Message', render: (problem) => <Text size="sm">{problem.message}</Text> },
];

const severityLabels: Record<ProblemSeverity, { tab: string; table: string; none: string }> = {
  error: { tab: 'Errors', table: 'Rows in error', none: 'No row is in error.' },
  warning: { tab: 'Warnings', table: 'Warnings', none: 'No row has a warning.' },
  note: { tab: 'Notes', table: 'Notes', none: 'Nothing to note.' },
};

/** One severity's problems, by row, a page at a time. */
export function ProblemsTable({ importId, severity }: { importId: string; severity: ProblemSeverity }) {
  const { page, setPage } = useListParams({});
  const query = useCatalogueImportProblems(importId, { page, pageSize: PAGE_SIZE, severity });
  const labels = severityLabels[severity];
  return (
    <PagedQueryTable
      query={query}
      label={labels.table}
      columns={columns}
      getRowKey={(problem) => `${problem.row}-${problem.column ?? ''}-${problem.message}`}
      onPageChange={setPage}
      empty={<EmptyState title={`No ${labels.tab.toLowerCase()}`} description={labels.none} />}
    />
  );
}

/** The checked rows' problems, one tab per severity; the tab and the page are kept in the address. */
export function ProblemTabs({ importId, initial }: { importId: string; initial: ProblemSeverity }) {
  const { values, setValues } = useListParams({ severity: initial });
  const severity = (Object.keys(severityLabels) as ProblemSeverity[]).find((value) => value === values.severity) ?? initial;
  return (
    <Tabs value={severity} onChange={(value) => value && setValues({ severity: value })} keepMounted={false}>
      <Tabs.List mb="sm">
        {(Object.keys(severityLabels) as ProblemSeverity[]).map((value) => (
          <Tabs.Tab key={value} value={value}>
            {severityLabels[value].tab}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {(Object.keys(severityLabels) as ProblemSeverity[]).map((value) => (
        <Tabs.Panel key={value} value={value}>
          <ProblemsTable importId={importId} severity={value} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
