import { Button, Group, Stack } from '@mantine/core';
import { catalogueKindLabels, type CatalogueImport, type CatalogueImportResult } from '@repertoire/contract';
import { IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { CountsGrid } from '../../../components/ui/counts-grid';
import { ProblemsTable } from './problems-table';

const listHref = (upload: CatalogueImport) => (upload.kind === 'works' ? paths.app.musicalWorks.getHref() : paths.app.soundRecordings.getHref());

/** What the import made, the way to the list that now holds it, and its notes (updates, skips). */
export function ImportedStep({ upload }: { upload: CatalogueImport & { result: CatalogueImportResult } }) {
  const { result } = upload;
  const noun = catalogueKindLabels[upload.kind].toLowerCase();
  return (
    <Stack gap="lg">
      <SectionCard title="Import done">
        <CountsGrid
          label="Import result"
          counts={[
            { label: 'Created', value: result.created, color: 'green' },
            { label: 'Updated', value: result.updated },
            { label: 'Skipped', value: result.skipped },
            { label: 'Submitted for review', value: result.submitted },
          ]}
        />
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to={listHref(upload)}>
            Go to your {noun}
          </Button>
          <Button component={Link} to={paths.app.catalogueImportNew.getHref(upload.kind)} variant="default" leftSection={<IconUpload size={16} />}>
            Import another file
          </Button>
        </Group>
      </SectionCard>
      <SectionCard title="Notes" description="What the import did with some rows: an update of a draft, an item left as it was.">
        <ProblemsTable importId={upload.id} severity="note" />
      </SectionCard>
    </Stack>
  );
}
