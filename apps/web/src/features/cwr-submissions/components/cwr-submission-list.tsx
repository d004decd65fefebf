import { cwrSubmissionStatusValues, type CwrSubmission } from '@repertoire/contract';
import { IconFileText } from '@tabler/icons-react';
import { cwrStatusLabels } from '../../../components/cwr/cwr-status-badge';
import { dateColumn, figuresColumn, fileColumn, JOB_FILES_PAGE_SIZE, JobFileList, stateColumn } from '../../../components/jobs/job-file-list';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useCwrSubmissions } from '../api/get-cwr-submissions';
import { isUnderWay } from '../utils/under-way';
import { CwrStateBadge } from './cwr-state-badge';

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
  fileColumn((submission) => paths.app.cwrSubmission.getHref(submission.id)),
  dateColumn('Sent', (submission) => submission.created_at),
  stateColumn('State', (submission) => <CwrStateBadge state={submission.state} />, progressText),
  figuresColumn('counts', 'Transactions', countsText),
];

/** The member's CWR files, newest first, each leading to its page. */
export function CwrSubmissionList() {
  const { page, setPage } = useListParams({});
  const query = useCwrSubmissions({ page, pageSize: JOB_FILES_PAGE_SIZE });
  return (
    <JobFileList
      query={query}
      label="Your CWR submissions"
      columns={columns}
      onPageChange={setPage}
      empty={{
        title: 'No CWR files sent yet',
        description: 'CWR (Common Works Registration) is the file publishers’ systems write to register many works at once with a society.',
        icon: <IconFileText size={26} />,
      }}
    />
  );
}
