import { Stack } from '@mantine/core';
import { catalogueKindValues, type CatalogueKind } from '@repertoire/contract';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { useListParams } from '../../../lib/use-list-params';
import { RecentImports } from './recent-imports';
import { UploadForm } from './upload-form';

/** The kind in the address, works when it names none. */
const parseKind = (value: string): CatalogueKind => catalogueKindValues.find((kind) => kind === value) ?? 'works';

/** `/catalogue/import?kind=`: a works or recordings file to upload, and the member's imports so far. */
export function NewCatalogueImportScreen() {
  const { values, setValues } = useListParams({ kind: '' });
  const kind = parseKind(values.kind);
  return (
    <>
      <PageHeader title="Import from a file" description="Register many works or recordings at once from a spreadsheet: upload it, say which column holds what, check the rows, then import them." />
      <Stack gap="lg">
        <SectionCard title="Upload a file">
          <UploadForm kind={kind} onKindChange={(next) => setValues({ kind: next })} />
        </SectionCard>
        <SectionCard title="Your imports">
          <RecentImports />
        </SectionCard>
      </Stack>
    </>
  );
}
