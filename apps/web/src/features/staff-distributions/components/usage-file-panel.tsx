import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Distribution, UsageFile } from '@repertoire/contract';
import { IconAlertCircle, IconTrash, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { JobProgress, JobStarting } from '../../../components/jobs/job-progress';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { CountsGrid } from '../../../components/ui/counts-grid';
import { QueryState } from '../../../components/ui/loading-state';
import { SectionCard } from '../../../components/ui/section-card';
import { errorMessage, isMissingItem } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteUsageFile } from '../api/delete-usage-file';
import { useUsageFile } from '../api/get-usage-files';
import { distributionKeys } from '../api/query-keys';
import { UsageFileStateBadge } from './state-badges';
import { UsageFileProblems } from './usage-file-problems';
import { UsageMappingStep } from './usage-mapping-step';

type PanelProps = { distribution: Distribution; fileId: string; onClose: () => void };

/** One usage file of the distribution, on the step it is in: its mapping, its import under way, or its figures and problems. */
export function UsageFilePanel({ distribution, fileId, onClose }: PanelProps) {
  const query = useUsageFile(fileId);
  if (isMissingItem(query.error)) return <MissingFile onClose={onClose} />;
  return (
    <QueryState query={query}>
      {(file) => (file.distribution_id === distribution.id ? <FilePanel distribution={distribution} file={file} onClose={onClose} /> : <MissingFile onClose={onClose} />)}
    </QueryState>
  );
}

/** A file named in the address that is not one of this distribution's: taken out, or a wrong link. */
function MissingFile({ onClose }: { onClose: () => void }) {
  return (
    <Alert color="orange" icon={<IconAlertCircle size={18} />} title="This usage file is not in the distribution">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">It may have been taken out, or the link is wrong.</Text>
        <Button variant="default" size="xs" onClick={onClose}>
          Back to the files
        </Button>
      </Stack>
    </Alert>
  );
}

function FilePanel({ distribution, file, onClose }: { distribution: Distribution; file: UsageFile; onClose: () => void }) {
  const isOpen = distribution.state === 'open';
  return (
    <SectionCard
      title={`Usage file ${file.file_name}`}
      description={
        <Group component="span" gap="xs" wrap="wrap">
          <UsageFileStateBadge state={file.state} />
          <Text component="span" size="sm" c="dimmed">
            Uploaded {formatDate(file.created_at)} · {file.header.length.toLocaleString('en-GB')} columns
          </Text>
        </Group>
      }
      actions={
        <Group gap="xs">
          {isOpen && file.state !== 'importing' ? <RemoveFileButton file={file} onRemoved={onClose} /> : null}
          <Button variant="subtle" size="xs" leftSection={<IconX size={14} />} onClick={onClose}>
            Close the file
          </Button>
        </Group>
      }
    >
      {/* A new step gets fresh state: a mapping half changed is not carried over. */}
      <Stack gap="sm" key={file.state}>
        <Step distribution={distribution} file={file} />
      </Stack>
    </SectionCard>
  );
}

function Step({ distribution, file }: { distribution: Distribution; file: UsageFile }) {
  switch (file.state) {
    case 'uploaded':
      return distribution.state === 'open' ? (
        <UsageMappingStep file={file} />
      ) : (
        <Text size="sm">This file was never imported: the distribution closed without it.</Text>
      );
    case 'importing':
      return <Importing file={file} />;
    case 'imported':
      return (
        <>
          <CountsGrid
            label="What the file brought"
            counts={[
              { label: 'Lines imported', value: file.lines },
              { label: 'Rows refused', value: file.refused_rows, color: file.refused_rows > 0 ? 'red.8' : undefined },
            ]}
          />
          <UsageFileProblems fileId={file.id} />
        </>
      );
    case 'failed':
      return (
        <>
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="This file could not be imported" role="alert">
            <Text size="sm">{file.error ?? 'Its import did not finish: remove it and upload it again.'}</Text>
          </Alert>
          <UsageFileProblems fileId={file.id} />
        </>
      );
  }
}

const IMPORTING = 'Importing the rows';

/** The import under way: its job's progress, live; the file, the distribution and its preview are read again when it ends. */
function Importing({ file }: { file: UsageFile }) {
  const queryClient = useQueryClient();
  const handleOver = () => {
    void queryClient.invalidateQueries({ queryKey: distributionKeys.file(file.id) });
    void queryClient.invalidateQueries({ queryKey: distributionKeys.details(file.distribution_id) });
    void queryClient.invalidateQueries({ queryKey: distributionKeys.lists() });
  };
  return (
    <>
      {file.job_id ? <JobProgress jobId={file.job_id} label={IMPORTING} unit="rows" onOver={handleOver} /> : <JobStarting label={IMPORTING} />}
      <Text size="sm" c="dimmed">
        Each row is read, matched to a work or recording and split between its rights holders. You can leave this page meanwhile.
      </Text>
    </>
  );
}

/** Takes the file and its lines out of the open distribution, after asking; the rest is split again. */
function RemoveFileButton({ file, onRemoved }: { file: UsageFile; onRemoved: () => void }) {
  const remove = useDeleteUsageFile();
  const handleConfirm = async () => {
    const { message } = await remove.mutateAsync(file);
    notifySuccess(message);
    onRemoved();
  };
  return (
    <ConfirmButton
      variant="subtle"
      size="xs"
      color="red"
      leftSection={<IconTrash size={14} />}
      title={`Remove ${file.file_name}?`}
      message={`Its ${file.lines.toLocaleString('en-GB')} lines are taken out of the distribution and the rest is split again. The file can be uploaded again while the distribution is open.`}
      confirmLabel="Remove the file"
      loading={remove.isPending}
      onConfirm={handleConfirm}
      refusal={{ title: 'The file was not removed', message: remove.error ? errorMessage(remove.error) : undefined, onClose: remove.reset }}
    >
      Remove
    </ConfirmButton>
  );
}
