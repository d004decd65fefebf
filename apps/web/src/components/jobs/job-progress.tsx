import { Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import type { JobState } from '@repertoire/contract';
import { IconPlayerStop } from '@tabler/icons-react';
import { useEffect, useEffectEvent } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useCancelJob } from '../../lib/jobs/cancel-job';
import { useJob } from '../../lib/jobs/get-job';
import { FormRefusal } from '../ui/form-refusal';
import { LoadError } from '../ui/loading-state';

export const isJobOver = (state: JobState | undefined) => state === 'succeeded' || state === 'failed' || state === 'cancelled';

type JobProgressProps = {
  jobId: string;
  /** The work under way, e.g. "Checking the rows": the progress bar's accessible name. */
  label: string;
  /** What the job counts, plural: "rows", "transactions". */
  unit: string;
  /** Once the job has ended (succeeded, failed or cancelled): the page reads what it made. */
  onOver: (state: JobState) => void;
};

/**
 * A job under way (an import's check, a CWR file's reading): its progress, live from the notification stream with a
 * poll as fallback (lib/jobs/get-job.ts), and the way to stop it.
 */
export function JobProgress({ jobId, label, unit, onOver }: JobProgressProps) {
  const job = useJob(jobId);
  const cancel = useCancelJob();
  const state = job.data?.state;
  const tellOver = useEffectEvent((over: JobState) => onOver(over));
  useEffect(() => {
    if (state && isJobOver(state)) tellOver(state);
  }, [state]);

  const progress = job.data?.progress;
  return (
    <Stack gap="sm">
      {job.error ? <LoadError error={job.error} onRetry={() => void job.refetch()} /> : null}
      {progress?.total ? (
        <>
          <Progress value={Math.min(100, (progress.done / progress.total) * 100)} aria-label={label} size="lg" animated />
          <Text size="sm">
            {progress.done.toLocaleString('en-GB')} of {progress.total.toLocaleString('en-GB')} {unit}
          </Text>
        </>
      ) : (
        <JobStarting label={label} />
      )}
      <FormRefusal message={cancel.error ? errorMessage(cancel.error) : undefined} />
      <Group>
        <Button
          variant="default"
          color="red"
          leftSection={<IconPlayerStop size={16} />}
          loading={cancel.isPending}
          disabled={job.data?.cancel_requested || isJobOver(state)}
          onClick={() => cancel.mutate(jobId)}
        >
          {job.data?.cancel_requested ? 'Cancelling…' : 'Cancel'}
        </Button>
      </Group>
    </Stack>
  );
}

/** Before the job is named or knows how much there is to do. */
export function JobStarting({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status" aria-label={label}>
      <Loader size="sm" />
      <Text size="sm">Getting started…</Text>
    </Group>
  );
}
