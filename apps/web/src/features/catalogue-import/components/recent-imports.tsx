import { Anchor, Text } from '@mantine/core';
import { catalogueKindLabels, type CatalogueImport } from '@repertoire/contract';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EmptyCell } from '../../../components/ui/empty-cell';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedQueryTable } from '../../../components/ui/paged-query-table';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useCatalogueImports } from '../api/get-catalogue-imports';
import { ImportStateBadge } from './import-state-badge';

const PAGE_SIZE = 10;

/** "120 rows · 118 ready · 2 in error", as far as the import has come. */
function countsText(upload: CatalogueImport): string | null {
  const parts: string[] = [];
  if (upload.data_rows !== null) parts.push(`${upload.data_rows.toLocaleString('en-GB')} rows`);
  if (upload.result) parts.push(`${upload.result.created.toLocaleString('en-GB')} created`, `${upload.result.updated.toLocaleString('en-GB')} updated`);
  else if (upload.summary) parts.push(`${upload.summary.ready.toLocaleString('en-GB')} ready`, `${upload.summary.in_error.toLocaleString('en-GB')} in error`);
  return parts.length ? parts.join(' · ') : null;
}

const columns: DataTableColumn<CatalogueImport>[] = [
  {
    key: 'file',
    header: 'File',
    render: (upload) => (
      <Anchor component={Link} to={paths.app.catalogueImport.getHref(upload.id)} fw={500}>
        {upload.file_name}
      </Anchor>
    ),
  },
  { key: 'kind', header: 'Holds', visibleFrom: 'sm', render: (upload) => catalogueKindLabels[upload.kind] },
  { key: 'state', header: 'Step', render: (upload) => <ImportStateBadge state={upload.state} /> },
  { key: 'counts', header: 'Rows', render: (upload) => countsText(upload) ?? <EmptyCell /> },
  { key: 'created', header: 'Uploaded', render: (upload) => <Text size="sm">{formatDate(upload.created_at)}</Text> },
];

/** The member's imports, newest first, each leading to its page. */
export function RecentImports() {
  const { page, setPage } = useListParams({});
  const query = useCatalogueImports({ page, pageSize: PAGE_SIZE });
  return (
    <PagedQueryTable
      query={query}
      label="Your imports"
      columns={columns}
      getRowKey={(upload) => upload.id}
      onPageChange={setPage}
      empty={
        <EmptyState
          title="No imports yet"
          description="Files you upload are listed here, with the step each one is in, so you can come back to them."
          icon={<IconFileSpreadsheet size={26} />}
        />
      }
    />
  );
}
