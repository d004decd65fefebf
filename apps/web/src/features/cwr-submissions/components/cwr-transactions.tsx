import { Anchor, Select, Stack, Text } from '@mantine/core';
import { cwrSubmissionStatusValues, cwrTransactionFilterValues, type CwrSubmissionTransaction, type CwrTransactionFilter } from '@repertoire/contract';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useCwrSubmissionTransactions } from '../api/get-cwr-submission-transactions';
import { CwrStatusBadge, cwrStatusLabels } from '../../../components/cwr/cwr-status-badge';
import { CwrMessages } from './cwr-messages';

const PAGE_SIZE = 20;
const ALL = 'all';
/** What the page opens on: the transactions whose messages say what to fix. */
const DEFAULT_FILTER: CwrTransactionFilter = 'problems';

const filterOptions = [
  // Short enough to show whole in the field on a phone (390 px): the codes say which statuses it holds.
  { value: 'problems', label: 'To check (RJ, CO, AC)' },
  { value: ALL, label: 'All transactions' },
  ...cwrSubmissionStatusValues.map((status) => ({ value: status, label: `${cwrStatusLabels[status]} (${status})` })),
];

const emptyTexts: Record<CwrTransactionFilter | typeof ALL, string> = {
  problems: 'No transaction was rejected, in conflict or changed.',
  all: 'The file holds no transaction yet.',
  RA: 'No transaction was accepted as sent.',
  AC: 'No transaction was accepted with changes.',
  CO: 'No share of yours is in dispute.',
  RJ: 'No transaction was rejected.',
  NP: 'Every transaction has a share of yours.',
};

const parseFilter = (value: string): CwrTransactionFilter | typeof ALL =>
  value === ALL ? ALL : (cwrTransactionFilterValues.find((filter) => filter === value) ?? DEFAULT_FILTER);

const titleOf = (transaction: CwrSubmissionTransaction) => transaction.title ?? 'Untitled';

const columns: DataTableColumn<CwrSubmissionTransaction>[] = [
  { key: 'title', header: 'Title', render: (transaction) => <Text size="sm" fw={500}>{titleOf(transaction)}</Text> },
  { key: 'number', header: 'Work number', render: (transaction) => transaction.submitter_work_number ?? <EmptyCell /> },
  { key: 'status', header: 'Status', render: (transaction) => <CwrStatusBadge status={transaction.status} /> },
  {
    key: 'work',
    header: 'Work saved',
    render: (transaction) =>
      transaction.work_id ? (
        <Anchor component={Link} to={paths.app.musicalWorkDetails.getHref(transaction.work_id)} size="sm" aria-label={`Open work ${titleOf(transaction)}`}>
          Open work
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          Not saved
        </Text>
      ),
  },
  {
    key: 'messages',
    header: 'Messages',
    width: '40%',
    render: (transaction) => (transaction.messages.length ? <CwrMessages messages={transaction.messages} /> : <EmptyCell />),
  },
];

/** The file's transactions in file order, of the status chosen (kept in the address), a page at a time. */
export function CwrTransactions({ submissionId }: { submissionId: string }) {
  const { page, values, setPage, setValues } = useListParams({ status: DEFAULT_FILTER });
  const filter = parseFilter(values.status);
  const query = useCwrSubmissionTransactions(submissionId, { page, pageSize: PAGE_SIZE, status: filter === ALL ? undefined : filter });
  return (
    <Stack gap="sm">
      <Select
        label="Show"
        data={filterOptions}
        value={filter}
        onChange={(next) => setValues({ status: next ?? DEFAULT_FILTER })}
        allowDeselect={false}
        w={{ base: '100%', xs: 400 }}
      />
      <PagedQueryTable
        query={query}
        label="Transactions"
        columns={columns}
        getRowKey={(transaction) => String(transaction.position)}
        onPageChange={setPage}
        minWidth={720}
        empty={<EmptyState title="Nothing to show" description={emptyTexts[filter]} />}
      />
    </Stack>
  );
}
