import { Anchor, Stack, Text } from '@mantine/core';
import type { CwrExport } from '@repertoire/contract';
import { IconFileExport } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useCwrExports } from '../api/get-cwr-exports';
import { acknowledgedText, selectionText } from '../utils/labels';
import { CwrExportStateBadge } from './cwr-export-state-badge';

const PAGE_SIZE = 10;

const columns: DataTableColumn<CwrExport>[] = [
  {
    key: 'file',
    header: 'File',
    render: (cwrExport) => (
      <Stack gap={2}>
        <Anchor component={Link} to={paths.staff.cwrExport.getHref(cwrExport.id)} fw={500}>
          {cwrExport.file_name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {selectionText(cwrExport.selection)}
        </Text>
      </Stack>
    ),
  },
  { key: 'society', header: 'Society', render: (cwrExport) => <Text size="sm">{cwrExport.society_code} · CWR {cwrExport.version}</Text> },
  { key: 'created', header: 'Created', visibleFrom: 'sm', render: (cwrExport) => <Text size="sm">{formatDate(cwrExport.created_at)}</Text> },
  { key: 'state', header: 'State', render: (cwrExport) => <CwrExportStateBadge state={cwrExport.state} /> },
  {
    key: 'works',
    header: 'Works written',
    render: (cwrExport) => (cwrExport.transaction_count === null ? <EmptyCell /> : <Text size="sm">{cwrExport.transaction_count.toLocaleString('en-GB')}</Text>),
  },
  {
    key: 'acknowledged',
    header: 'Acknowledged',
    render: (cwrExport) => {
      const text = acknowledgedText(cwrExport.acknowledged);
      return text ? <Text size="sm">{text}</Text> : <EmptyCell />;
    },
  },
];

/** The exports so far, newest first, each leading to its page. */
export function CwrExportList() {
  const { page, setPage } = useListParams({});
  const query = useCwrExports({ page, pageSize: PAGE_SIZE });
  return (
    <PagedQueryTable
      query={query}
      label="CWR exports"
      columns={columns}
      getRowKey={(cwrExport) => cwrExport.id}
      onPageChange={setPage}
      empty={
        <EmptyState
          title="No CWR exports yet"
          description="An export sends registered works to another society as a CWR file; its acknowledgement (ACK) then brings back their statuses and ISWCs."
          icon={<IconFileExport size={26} />}
        />
      }
    />
  );
}
