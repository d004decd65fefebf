import { Text } from '@mantine/core';
import type { CwrExport } from '@repertoire/contract';
import { IconFileExport } from '@tabler/icons-react';
import { dateColumn, figuresColumn, fileColumn, JOB_FILES_PAGE_SIZE, JobFileList, stateColumn } from '../../../components/jobs/job-file-list';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useCwrExports } from '../api/get-cwr-exports';
import { acknowledgedText, selectionText } from '../utils/labels';
import { CwrExportStateBadge } from './cwr-export-state-badge';

const columns: DataTableColumn<CwrExport>[] = [
  fileColumn(
    (cwrExport) => paths.staff.cwrExport.getHref(cwrExport.id),
    (cwrExport) => selectionText(cwrExport.selection),
  ),
  { key: 'society', header: 'Society', render: (cwrExport) => <Text size="sm">{cwrExport.society_code} · CWR {cwrExport.version}</Text> },
  dateColumn('Created', (cwrExport) => cwrExport.created_at, 'sm'),
  stateColumn('State', (cwrExport) => <CwrExportStateBadge state={cwrExport.state} />),
  figuresColumn('works', 'Works written', (cwrExport) => cwrExport.transaction_count?.toLocaleString('en-GB') ?? null),
  figuresColumn('acknowledged', 'Acknowledged', (cwrExport) => acknowledgedText(cwrExport.acknowledged)),
];

/** The exports so far, newest first, each leading to its page. */
export function CwrExportList() {
  const { page, setPage } = useListParams({});
  const query = useCwrExports({ page, pageSize: JOB_FILES_PAGE_SIZE });
  return (
    <JobFileList
      query={query}
      label="CWR exports"
      columns={columns}
      onPageChange={setPage}
      empty={{
        title: 'No CWR exports yet',
        description: 'An export sends registered works to another society as a CWR file; its acknowledgement (ACK) then brings back their statuses and ISWCs.',
        icon: <IconFileExport size={26} />,
      }}
    />
  );
}
