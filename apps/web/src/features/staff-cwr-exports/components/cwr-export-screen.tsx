import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { CWR_FILE_MAX_BYTES, type CwrExport } from '@repertoire/contract';
import { IconAlertCircle, IconArrowLeft, IconDownload, IconFileText } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { JobProgress, JobStarting } from '../../../components/jobs/job-progress';
import { CountsGrid } from '../../../components/ui/counts-grid';
import { FileUpload, maxSizeText, type FileRule } from '../../../components/ui/file-upload';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useCwrExportDownload } from '../api/download-cwr-export';
import { useCwrExport } from '../api/get-cwr-export';
import { cwrExportKeys } from '../api/query-keys';
import { useUploadCwrExportAcknowledgement } from '../api/upload-cwr-export-acknowledgement';
import { acknowledgementStatusText, isTroubleStatus, selectionText } from '../utils/labels';
import { isUnderWay } from '../utils/under-way';
import { AckImportList } from './ack-import-list';
import { AckReport } from './ack-report';
import { CwrExportStateBadge } from './cwr-export-state-badge';
import { wrappingButtonStyles } from '../../../components/ui/wrapping-button';

const exportsLink = { label: 'the CWR exports', href: paths.staff.cwrExports.getHref() };

/** A society's ACK is named like any CWR file of its version: CWyynnnnSSS_000.V21 or .V22, CWyynnnnSSS_000_V3-1-0.ACK1 in 3.1. */
const ackFileRule: FileRule = {
  accept: ['.V21', '.V22', '.ACK1', '.ACK2'],
  isAccepted: (name) => /\.(v2[12]|ack[12])$/i.test(name),
  notAccepted: 'is not a CWR acknowledgement: its name ends in .V21, .V22 or (CWR 3.1) .ACK1 or .ACK2, as the society sent it.',
  maxBytes: CWR_FILE_MAX_BYTES,
  tooLarge: 'Ask the society for the acknowledgement in several files.',
};

/** `/staff/cwr-exports/:id`: one export, its writing, its file and the society's acknowledgement read back. */
export function CwrExportScreen() {
  const { id = '' } = useParams();
  const query = useCwrExport(id);
  return (
    <QueryState query={query} notFound={{ noun: 'CWR export', description: 'The link may be wrong.', back: exportsLink }}>
      {(cwrExport) => <ExportPage cwrExport={cwrExport} />}
    </QueryState>
  );
}

function ExportPage({ cwrExport }: { cwrExport: CwrExport }) {
  return (
    <>
      <PageHeader
        title={`CWR export ${cwrExport.file_name}`}
        description={
          <Group component="span" gap="xs" wrap="wrap">
            <CwrExportStateBadge state={cwrExport.state} />
            <Text component="span" size="sm" c="dimmed">
              To society {cwrExport.society_code} · CWR {cwrExport.version} · {selectionText(cwrExport.selection)} · created {formatDate(cwrExport.created_at)}
              {cwrExport.created_by ? ` by ${cwrExport.created_by}` : ''}
            </Text>
          </Group>
        }
        actions={
          <Button component={Link} to={exportsLink.href} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            CWR exports
          </Button>
        }
      />
      <Stack gap="lg">
        {isUnderWay(cwrExport) ? <Writing cwrExport={cwrExport} /> : null}
        {cwrExport.state === 'failed' ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} title="This file could not be written" role="alert">
            <Text size="sm">{cwrExport.error ?? 'Its writing did not finish: create the export again.'}</Text>
          </Alert>
        ) : null}
        {cwrExport.state === 'written' ? (
          <>
            <Written cwrExport={cwrExport} />
            <Acknowledgement cwrExport={cwrExport} />
            <AckImportList exportId={cwrExport.id} />
          </>
        ) : null}
      </Stack>
    </>
  );
}

const WRITING = 'Writing the file';

/** The writing under way: its job's progress, live; the export is read again when it ends. */
function Writing({ cwrExport }: { cwrExport: CwrExport }) {
  const queryClient = useQueryClient();
  const handleOver = () => {
    void queryClient.invalidateQueries({ queryKey: cwrExportKeys.details(cwrExport.id) });
    void queryClient.invalidateQueries({ queryKey: cwrExportKeys.lists() });
  };
  return (
    <SectionCard title={WRITING}>
      {cwrExport.job_id ? <JobProgress jobId={cwrExport.job_id} label={WRITING} unit="works" onOver={handleOver} /> : <JobStarting label={WRITING} />}
    </SectionCard>
  );
}

/** The file to send the society, and what it has acknowledged so far. */
function Written({ cwrExport }: { cwrExport: CwrExport }) {
  const download = useCwrExportDownload();
  const statuses = Object.keys(cwrExport.acknowledged).sort();
  return (
    <SectionCard title="The file">
      <CountsGrid
        label="Works and acknowledgements"
        counts={[
          { label: 'Works written', value: cwrExport.transaction_count ?? 0 },
          ...statuses.map((status) => ({
            label: acknowledgementStatusText(status),
            value: cwrExport.acknowledged[status] ?? 0,
            color: isTroubleStatus(status) ? 'red.8' : undefined,
          })),
        ]}
      />
      <Group>
        <Button leftSection={<IconDownload size={16} />} loading={download.isPending} onClick={() => download.start(cwrExport)} styles={wrappingButtonStyles}>
          Download CWR file
        </Button>
        <Text size="sm" c="dimmed">
          {cwrExport.file_name}, for society {cwrExport.society_code}
        </Text>
      </Group>
    </SectionCard>
  );
}

/** The society's ACK file read back onto the works, and the report of what it did. */
function Acknowledgement({ cwrExport }: { cwrExport: CwrExport }) {
  const upload = useUploadCwrExportAcknowledgement();
  const imported = upload.data?.export_id === cwrExport.id ? upload.data : undefined;
  return (
    <SectionCard
      title="Import acknowledgement (ACK)"
      description="The file the society answered with: each work's status, the society's work number and ISWC are kept, and a conflict opens a case in the inbox."
    >
      <FileUpload
        rule={ackFileRule}
        description={`The society's ACK file (.V21, .V22; .ACK1 or .ACK2 for CWR 3.1), at most ${maxSizeText(ackFileRule)}.`}
        icon={<IconFileText size={16} />}
        submitLabel="Import acknowledgement (ACK)"
        upload={upload}
        onUpload={(file) => upload.mutate({ exportId: cwrExport.id, file })}
      />
      {imported ? <AckReport imported={imported} /> : null}
    </SectionCard>
  );
}
