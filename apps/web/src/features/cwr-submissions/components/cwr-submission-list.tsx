import { Anchor, Stack, Text } from '@mantine/core';
import { cwrSubmissionStatusValues, type CwrSubmission } from '@repertoire/contract';
import { IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useCwrSubmissions } from '../api/get-cwr-submissions';
import { isUnderWay } from '../utils/under-way';
import { cwrStatusLabels } from '../../../components/cwr/cwr-status-badge';
import { CwrStateBadge } from './cwr-state-badge';

const PAGE_SIZE = 10;

/** "1 accepted (RA) · 1 rejected (RJ)": the statuses given so far, none left out but those no transaction has. */
function countsText(submission: CwrSubmission): string | null {
  const { counts } = submission;
  if (!counts) return null;
  if (counts.transactions === 0) return 'No transactions';
  return cwrSubmissionStatusValues
    .filter((status) => counts[status] > 0)
    .map((status) => `${counts[status].toLocaleString('en-GB')} ${cwrStatusLabels[status].toLowerCase()} (${status})`)
    .join(' · ');
}

const progressText = (submission: CwrSubmission) =>
  submission.progress && isUnderWay(submission)
    ? `${submission.progress.done.toLocaleString('en-GB')} of ${submission.progress.total.toLocaleString('en-GB')} transactions`
    : null;

const columns: DataTableColumn<CwrSubmission>[] = [
  {
    key: 'file',
    header: 'File',
    render: (submission) => (
      <Anchor component={Link} to={paths.app.cwrSubmission.getHref(submission.id)} fw={500}>
        {submission.file_name}
      </Anchor>
    ),
  },
  { key: 'sent', header: 'Sent', render: (submission) => <Text size="sm">{formatDate(submission.created_at)}</Text> },
  {
    key: 'state',
    header: 'State',
    render: (submission) => {
      const progress = progressText(submission);
      return (
        <Stack gap={2} align="flex-start">
          <CwrStateBadge state={submission.state} />
          {progress ? <Text size="xs">{progress}</Text> : null}
        </Stack>
      );
    },
  },
  {
    key: 'counts',
    header: 'Transactions',
    render: (submission) => {
      const counts = countsText(submission);
      return counts ? <Text size="sm">{counts}</Text> : <EmptyCell />;
    },
  },
];

/** The member's CWR files, newest first, each leading to its page. */
export function CwrSubmissionList() {
  const { page, setPage } = useListParams({});
  const query = useCwrSubmissions({ page, pageSize: PAGE_SIZE });
  return (
    <PagedQueryTable
      query={query}
      label="Your CWR submissions"
      columns={columns}
      getRowKey={(submission) => submission.id}
      onPageChange={setPage}
      empty={
        <EmptyState
          title="No CWR files sent yet"
          description="CWR (Common Works Registration) is the file publishers’ systems write to register many works at once with a society."
          icon={<IconFileText size={26} />}
        />
      }
    />
  );
}
