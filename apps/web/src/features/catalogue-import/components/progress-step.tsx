import { Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { CatalogueImport, JobState } from '@repertoire/contract';
import { IconPlayerStop } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { LoadError } from '../../../components/ui/loading-state';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage } from '../../../lib/api-client';
import { useCancelJob } from '../../../lib/jobs/cancel-job';
import { useJob } from '../../../lib/jobs/get-job';
import { catalogueImportKeys } from '../api/query-keys';

const isOver = (state: JobState | undefined) => state === 'succeeded' || state === 'failed' || state === 'cancelled';

const titles = { checking: 'Checking the rows', importing: 'Importing the rows' } as const;

/** A check or an import under way: its job's progress, live, and the way to stop it. The import is read again when the job ends. */
export function ProgressStep({ upload }: { upload: CatalogueImport & { state: 'checking' | 'importing' } }) {
  return (
    <SectionCard title={titles[upload.state]}>
      {upload.job_id ? <JobProgress jobId={upload.job_id} upload={upload} /> : <Preparing label={titles[upload.state]} />}
      <Text size="sm" c="dimmed">
        You can leave this page: we will notify you when it is done.
      </Text>
    </SectionCard>
  );
}

function JobProgress({ jobId, upload }: { jobId: string; upload: CatalogueImport & { state: 'checking' | 'importing' } }) {
  const job = useJob(jobId);
  const cancel = useCancelJob();
  const queryClient = useQueryClient();
  const state = job.data?.state;

  const isImporting = upload.state === 'importing';
  useEffect(() => {
    if (!isOver(state)) return;
    void queryClient.invalidateQueries({ queryKey: catalogueImportKeys.details(upload.id) });
    // An import changes the lists, the details and the dashboard's counts: all are read again where next shown.
    if (isImporting) void queryClient.invalidateQueries({ refetchType: 'none' });
  }, [state, queryClient, upload.id, isImporting]);

  const progress = job.data?.progress;
  const label = titles[upload.state];
  return (
    <Stack gap="sm">
      {job.error ? <LoadError error={job.error} onRetry={() => void job.refetch()} /> : null}
      {progress?.total ? (
        <>
          <Progress value={Math.min(100, (progress.done / progress.total) * 100)} aria-label={label} size="lg" animated />
          <Text size="sm">
            {progress.done.toLocaleString('en-GB')} of {progress.total.toLocaleString('en-GB')} rows
          </Text>
        </>
      ) : (
        <Preparing label={label} />
      )}
      <FormRefusal message={cancel.error ? errorMessage(cancel.error) : undefined} />
      <Group>
        <Button
          variant="default"
          color="red"
          leftSection={<IconPlayerStop size={16} />}
          loading={cancel.isPending}
          disabled={job.data?.cancel_requested || isOver(state)}
          onClick={() => cancel.mutate(jobId)}
        >
          {job.data?.cancel_requested ? 'Cancelling…' : 'Cancel'}
        </Button>
      </Group>
    </Stack>
  );
}

/** Before the job knows how many rows there are. */
function Preparing({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status" aria-label={label}>
      <Loader size="sm" />
      <Text size="sm">Getting started…</Text>
    </Group>
  );
}
