import type { Distribution, UsageFile } from '@repertoire/contract';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { dateColumn, figuresColumn, fileColumn, JOB_FILES_PAGE_SIZE, JobFileList, stateColumn } from '../../../components/jobs/job-file-list';
import { tableFileRule } from '../../../components/table-files/table-file-rule';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { FileUpload, maxSizeText } from '../../../components/ui/file-upload';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useUsageFiles } from '../api/get-usage-files';
import { useUploadUsageFile } from '../api/upload-usage-file';
import { usageFileFigures } from '../utils/labels';
import { UsageFileStateBadge } from './state-badges';

const usageFileRule = tableFileRule('Split the usage report into several files and upload them one by one.');

type UsageFilesCardProps = {
  distribution: Distribution;
  /** Opens a file's panel (its mapping, import or problems). */
  onOpenFile: (fileId: string) => void;
};

/** The distribution's usage files: a new one uploaded while it is open, and those so far, each opening its panel. */
export function UsageFilesCard({ distribution, onOpenFile }: UsageFilesCardProps) {
  const { page, setPage } = useListParams({});
  const query = useUsageFiles(distribution.id, { page, pageSize: JOB_FILES_PAGE_SIZE });
  const upload = useUploadUsageFile();
  // Bumped by each upload: the field is drawn anew, empty, so the file just sent is not offered again.
  const [uploads, setUploads] = useState(0);
  const isOpen = distribution.state === 'open';

  const columns: DataTableColumn<UsageFile>[] = [
    fileColumn((file) => paths.staff.distribution.getHref(distribution.id, { file: file.id })),
    dateColumn('Uploaded', (file) => file.created_at, 'sm'),
    stateColumn('State', (file) => <UsageFileStateBadge state={file.state} />),
    figuresColumn('figures', 'Lines', usageFileFigures),
  ];

  return (
    <SectionCard
      title="Usage files"
      description={
        isOpen
          ? 'The reports of what was used and paid for in the period: each file’s columns are mapped, then its rows are matched to works and recordings and split.'
          : 'The files the distribution was made from.'
      }
    >
      {isOpen ? (
        <FileUpload
          key={uploads}
          rule={usageFileRule}
          description={`CSV or Excel (.xlsx), at most ${maxSizeText(usageFileRule)}, the header in the first row.`}
          icon={<IconFileSpreadsheet size={16} />}
          submitLabel="Upload and map the columns"
          upload={upload}
          onUpload={(file) => upload.mutate({ distributionId: distribution.id, file }, {
              onSuccess: (uploaded) => {
                setUploads((count) => count + 1);
                onOpenFile(uploaded.id);
              },
            })}
        />
      ) : null}
      <JobFileList
        query={query}
        label="Usage files"
        columns={columns}
        onPageChange={setPage}
        empty={{
          title: 'No usage files yet',
          description: isOpen ? 'Upload the first usage report of the period above.' : 'The distribution closed without usage files.',
          icon: <IconFileSpreadsheet size={26} />,
        }}
      />
    </SectionCard>
  );
}
