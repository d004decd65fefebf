import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { cwrSubmissionStatusValues, type CwrSubmission } from '@repertoire/contract';
import { IconAlertCircle, IconArrowLeft, IconDownload, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { JobProgress, JobStarting } from '../../../components/jobs/job-progress';
import { CountsGrid } from '../../../components/ui/counts-grid';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useCwrAcknowledgementDownload } from '../api/download-cwr-acknowledgement';
import { useCwrSubmission } from '../api/get-cwr-submission';
import { cwrSubmissionKeys } from '../api/query-keys';
import { cwrStatusLabels } from '../../../components/cwr/cwr-status-badge';
import { isUnderWay } from '../utils/under-way';
import { CwrMessages } from './cwr-messages';
import { CwrStateBadge } from './cwr-state-badge';
import { CwrTransactions } from './cwr-transactions';
import { wrappingButtonStyles } from '../../../components/ui/wrapping-button';

const submissions = { label: 'your CWR submissions', href: paths.app.cwrSubmissions.getHref() };

/** `/cwr/submissions/:submissionId`: one CWR file, its reading, its answers and its acknowledgement. */
export function CwrSubmissionScreen() {
  const { submissionId = '' } = useParams();
  const query = useCwrSubmission(submissionId);
  return (
    <QueryState
      query={query}
      notFound={{ noun: 'CWR submission', description: 'The link may be wrong. Only the CWR files you sent can be opened here.', back: submissions }}
    >
      {(submission) => <SubmissionPage submission={submission} />}
    </QueryState>
  );
}

function SubmissionPage({ submission }: { submission: CwrSubmission }) {
  return (
    <>
      <PageHeader
        title={`CWR file ${submission.file_name}`}
        description={
          <Group component="span" gap="xs" wrap="wrap">
            <CwrStateBadge state={submission.state} />
            <Text component="span" size="sm" c="dimmed">
              {submission.version ? `CWR ${submission.version} · ` : ''}sent {formatDate(submission.created_at)}
            </Text>
          </Group>
        }
        actions={
          <Button component={Link} to={submissions.href} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Your CWR submissions
          </Button>
        }
      />
      <Stack gap="lg">
        {isUnderWay(submission) ? <Reading submission={submission} /> : null}
        {submission.state === 'failed' ? <Failed submission={submission} /> : null}
        {submission.state === 'acknowledged' ? <Answers submission={submission} /> : null}
        {submission.file_problems.length ? (
          <SectionCard title="Problems of the file" description="Found outside any transaction: the file as a whole, its header, groups or trailer.">
            <CwrMessages messages={submission.file_problems} />
          </SectionCard>
        ) : null}
        {submission.counts ? (
          <SectionCard title="Transactions" description="Each registration (NWR) or revision (REV) of the file, with its answer and what to fix.">
            <CwrTransactions submissionId={submission.id} />
          </SectionCard>
        ) : null}
      </Stack>
    </>
  );
}

const READING = 'Reading the file';

/** The reading under way: its job's progress, live; the submission and its answers are read again when it ends. */
function Reading({ submission }: { submission: CwrSubmission }) {
  const queryClient = useQueryClient();
  const handleOver = () => {
    void queryClient.invalidateQueries({ queryKey: cwrSubmissionKeys.details(submission.id) });
    void queryClient.invalidateQueries({ queryKey: cwrSubmissionKeys.transactions(submission.id) });
    void queryClient.invalidateQueries({ queryKey: cwrSubmissionKeys.lists() });
    // The works saved change the works' lists and the dashboard: read again where next shown.
    void queryClient.invalidateQueries({ refetchType: 'none' });
  };
  return (
    <SectionCard title={READING}>
      {submission.job_id ? <JobProgress jobId={submission.job_id} label={READING} unit="transactions" onOver={handleOver} /> : <JobStarting label={READING} />}
      <Text size="sm" c="dimmed">
        You can leave this page: we will notify you when it is done.
      </Text>
    </SectionCard>
  );
}

function Failed({ submission }: { submission: CwrSubmission }) {
  return (
    <Stack gap="md">
      <Alert color="red" icon={<IconAlertCircle size={18} />} title="This file could not be read" role="alert">
        <Text size="sm">{submission.error ?? 'Its reading did not finish.'}</Text>
      </Alert>
      <Group>
        <Button component={Link} to={submissions.href} leftSection={<IconUpload size={16} />}>
          Send a file
        </Button>
      </Group>
    </Stack>
  );
}

/** The counts per status and the acknowledgement that takes them back to the member's system. */
function Answers({ submission }: { submission: CwrSubmission }) {
  const download = useCwrAcknowledgementDownload();
  const counts = submission.counts;
  return (
    <SectionCard title="Answers">
      {counts ? (
        <CountsGrid
          label="Answers per status"
          counts={[
            { label: 'Transactions', value: counts.transactions },
            ...cwrSubmissionStatusValues.map((status) => ({
              label: `${cwrStatusLabels[status]} (${status})`,
              value: counts[status],
              color: (status === 'RJ' || status === 'CO') && counts[status] > 0 ? 'red.8' : undefined,
            })),
          ]}
        />
      ) : null}
      {submission.ack_file_name ? (
        <Group>
          <Button leftSection={<IconDownload size={16} />} loading={download.isPending} onClick={() => download.start(submission)} styles={wrappingButtonStyles}>
            Download acknowledgement (ACK)
          </Button>
          <Text size="sm" c="dimmed">
            {submission.ack_file_name}, for your system; also mailed to you when up to 10 MB
          </Text>
        </Group>
      ) : null}
    </SectionCard>
  );
}
