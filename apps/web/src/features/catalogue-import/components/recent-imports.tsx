import { catalogueKindLabels, type CatalogueImport } from '@repertoire/contract';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { dateColumn, figuresColumn, fileColumn, JOB_FILES_PAGE_SIZE, JobFileList, stateColumn } from '../../../components/jobs/job-file-list';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { paths } from '../../../config/paths';
import { useListParams } from '../../../lib/use-list-params';
import { useCatalogueImports } from '../api/get-catalogue-imports';
import { ImportStateBadge } from './import-state-badge';

/** "120 rows · 118 ready · 2 in error", as far as the import has come. */
function countsText(upload: CatalogueImport): string | null {
  const parts: string[] = [];
  if (upload.data_rows !== null) parts.push(`${upload.data_rows.toLocaleString('en-GB')} rows`);
  if (upload.result) parts.push(`${upload.result.created.toLocaleString('en-GB')} created`, `${upload.result.updated.toLocaleString('en-GB')} updated`);
  else if (upload.summary) parts.push(`${upload.summary.ready.toLocaleString('en-GB')} ready`, `${upload.summary.in_error.toLocaleString('en-GB')} in error`);
  return parts.length ? parts.join(' · ') : null;
}

const columns: DataTableColumn<CatalogueImport>[] = [
  fileColumn((upload) => paths.app.catalogueImport.getHref(upload.id)),
  { key: 'kind', header: 'Holds', visibleFrom: 'sm', render: (upload) => catalogueKindLabels[upload.kind] },
  stateColumn('Step', (upload) => <ImportStateBadge state={upload.state} />),
  figuresColumn('counts', 'Rows', countsText),
  dateColumn('Uploaded', (upload) => upload.created_at),
];

/** The member's imports, newest first, each leading to its page. */
export function RecentImports() {
  const { page, setPage } = useListParams({});
  const query = useCatalogueImports({ page, pageSize: JOB_FILES_PAGE_SIZE });
  return (
    <JobFileList
      query={query}
      label="Your imports"
      columns={columns}
      onPageChange={setPage}
      empty={{
        title: 'No imports yet',
        description: 'Files you upload are listed here, with the step each one is in, so you can come back to them.',
        icon: <IconFileSpreadsheet size={26} />,
      }}
    />
  );
}
