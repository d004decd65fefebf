import { Text } from '@mantine/core';
import type { CatalogueImport } from '@repertoire/contract';
import { useQueryClient } from '@tanstack/react-query';
import { JobProgress, JobStarting } from '../../../components/jobs/job-progress';
import { SectionCard } from '../../../components/ui/section-card';
import { catalogueImportKeys } from '../api/query-keys';

const titles = { checking: 'Checking the rows', importing: 'Importing the rows' } as const;

/** A check or an import under way: its job's progress, live, and the way to stop it. The import is read again when the job ends. */
export function ProgressStep({ upload }: { upload: CatalogueImport & { state: 'checking' | 'importing' } }) {
  const queryClient = useQueryClient();
  const label = titles[upload.state];
  const handleOver = () => {
    void queryClient.invalidateQueries({ queryKey: catalogueImportKeys.details(upload.id) });
    // An import changes the lists, the details and the dashboard's counts: all are read again where next shown.
    if (upload.state === 'importing') void queryClient.invalidateQueries({ refetchType: 'none' });
  };
  return (
    <SectionCard title={label}>
      {upload.job_id ? <JobProgress jobId={upload.job_id} label={label} unit="rows" onOver={handleOver} /> : <JobStarting label={label} />}
      <Text size="sm" c="dimmed">
        You can leave this page: we will notify you when it is done.
      </Text>
    </SectionCard>
  );
}
