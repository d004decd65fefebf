import { Button, Group } from '@mantine/core';
import type { CwrAckImportSummary } from '@repertoire/contract';
import { IconFileText, IconX } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { dateColumn, figuresColumn, fileColumn, JOB_FILES_PAGE_SIZE, JobFileList } from '../../../components/jobs/job-file-list';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/loading-state';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useCwrExportAcknowledgement, useCwrExportAcknowledgements } from '../api/get-cwr-export-acknowledgements';
import { acknowledgedText } from '../utils/labels';
import { AckReport } from './ack-report';

/** The address parameter naming the imported ACK whose report is open. */
const OPEN_PARAM = 'acknowledgement';

const reportHref = (imported: CwrAckImportSummary) => `${paths.staff.cwrExport.getHref(imported.export_id)}?${OPEN_PARAM}=${encodeURIComponent(imported.id)}`;
const countText = (count: number) => count.toLocaleString('en-GB');

const columns: DataTableColumn<CwrAckImportSummary>[] = [
  fileColumn(reportHref),
  dateColumn('Imported', (imported) => imported.created_at),
  figuresColumn('by', 'By', (imported) => imported.imported_by),
  figuresColumn('statuses', 'Statuses', (imported) => acknowledgedText(imported.statuses)),
  figuresColumn('matched', 'Matched', (imported) => countText(imported.matched)),
  figuresColumn('unmatched', 'Unmatched', (imported) => countText(imported.unmatched)),
];

/** The society's ACK files imported for this export, newest first; each opens its report again, kept in the address. */
export function AckImportList({ exportId }: { exportId: string }) {
  const { page, setPage } = useListParams({});
  const [searchParams] = useSearchParams();
  const openId = searchParams.get(OPEN_PARAM);
  const query = useCwrExportAcknowledgements(exportId, { page, pageSize: JOB_FILES_PAGE_SIZE });
  return (
    <SectionCard title="Acknowledgements imported" description="Each ACK file read for this export, with what it did: open one to see its report again.">
      <JobFileList
        query={query}
        label="Acknowledgements imported"
        columns={columns}
        onPageChange={setPage}
        empty={{
          title: 'No acknowledgement imported yet',
          description: 'The ACK files the society answers this export with are listed here once imported.',
          icon: <IconFileText size={26} />,
        }}
      />
      {openId ? <OpenedReport exportId={exportId} importId={openId} /> : null}
    </SectionCard>
  );
}

function OpenedReport({ exportId, importId }: { exportId: string; importId: string }) {
  const query = useCwrExportAcknowledgement(exportId, importId);
  return (
    <QueryState
      query={query}
      notFound={{ noun: 'acknowledgement', description: 'The link may be wrong.', back: { label: 'the export', href: paths.staff.cwrExport.getHref(exportId) } }}
    >
      {(imported) => (
        <>
          <AckReport imported={imported} />
          <Group>
            <Button component={Link} to={paths.staff.cwrExport.getHref(exportId)} variant="subtle" leftSection={<IconX size={16} />} preventScrollReset>
              Close the report
            </Button>
          </Group>
        </>
      )}
    </QueryState>
  );
}
