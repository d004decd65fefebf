import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { catalogueKindLabels, type CatalogueImport, type CatalogueImportSummary } from '@repertoire/contract';
import { IconDownload, IconFileImport, IconSend } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { FormRefusal } from '../../../components/ui/form-refusal';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useRunCatalogueImport } from '../api/update-catalogue-import';
import { useCatalogueDownload } from '../api/download-catalogue-file';
import { CountsGrid } from '../../../components/ui/counts-grid';
import { wrappingLabel } from '../../../components/ui/wrapping-label';
import { ProblemTabs } from './problems-table';

type CheckedImport = CatalogueImport & { summary: CatalogueImportSummary };

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

/** "3 new musical works will be created and 2 updated." — what either way of importing does, said before it is done. */
export function runMessage(upload: CheckedImport, submit: boolean): string {
  const { summary } = upload;
  const noun = catalogueKindLabels[upload.kind].toLowerCase();
  const singular = noun.replace(/s$/, '');
  const parts = [`${plural(summary.new, `new ${singular}`, `new ${noun}`)} will be created and ${summary.updates.toLocaleString('en-GB')} updated`];
  parts.push(submit ? 'then submitted for review.' : 'as drafts you can finish and submit later.');
  const left = [
    summary.skipped ? `${plural(summary.skipped, 'row matches an item', 'rows match items')} already submitted or registered: left as they are.` : '',
    summary.in_error ? `${plural(summary.in_error, 'row', 'rows')} in error will not be imported.` : '',
  ].filter(Boolean);
  return [parts.join(', '), ...left].join(' ');
}

/** The check's counts and problems, the rows in error to fix, and the choice of importing as drafts or for review. */
export function CheckedStep({ upload, onChangeMapping }: { upload: CheckedImport; onChangeMapping: () => void }) {
  const { summary } = upload;
  const download = useCatalogueDownload();
  const run = useRunCatalogueImport();
  const handleRun = (submit: boolean) => run.mutateAsync({ id: upload.id, submit }).catch(() => undefined);

  return (
    <Stack gap="lg">
      <SectionCard title="Check results" description={`${plural(summary.rows, 'row was', 'rows were')} checked.`}>
        <CountsGrid
          label="Check results"
          counts={[
            { label: 'Ready', value: summary.ready, color: 'green' },
            { label: 'With warnings', value: summary.with_warnings, color: summary.with_warnings ? 'orange' : undefined },
            { label: 'In error', value: summary.in_error, color: summary.in_error ? 'red' : undefined },
            { label: 'New', value: summary.new },
            { label: 'Updates', value: summary.updates },
            { label: 'Skipped', value: summary.skipped },
          ]}
        />
        {summary.in_error > 0 ? (
          <Stack gap="xs">
            <Text size="sm">Rows in error are not imported. Download them with what to fix in a last column, correct them and upload the file again.</Text>
            <Group gap="xs" wrap="wrap">
              <Button variant="light" size="sm" {...wrappingLabel} leftSection={<IconDownload size={16} />} disabled={download.isPending} onClick={() => download.start({ of: 'rows-in-error', importId: upload.id, format: 'csv' })}>
                Download the rows in error (CSV)
              </Button>
              <Button variant="light" size="sm" {...wrappingLabel} leftSection={<IconDownload size={16} />} disabled={download.isPending} onClick={() => download.start({ of: 'rows-in-error', importId: upload.id, format: 'xlsx' })}>
                Download the rows in error (Excel)
              </Button>
              <Anchor component={Link} to={paths.app.catalogueImportNew.getHref(upload.kind)} size="sm">
                Upload a corrected file
              </Anchor>
            </Group>
          </Stack>
        ) : null}
      </SectionCard>

      <SectionCard title="Problems found">
        <ProblemTabs importId={upload.id} initial={summary.in_error > 0 ? 'error' : summary.with_warnings > 0 ? 'warning' : 'note'} />
      </SectionCard>

      <SectionCard title="Import the ready rows" description="Drafts stay yours to finish; submitted items go to the society for review.">
        <FormRefusal title="The import did not start" message={run.error ? errorMessage(run.error) : undefined} />
        <Group gap="sm" wrap="wrap">
          <Button variant="default" onClick={onChangeMapping} disabled={run.isPending}>
            Change the mapping
          </Button>
          <ConfirmButton
            variant="light"
            leftSection={<IconFileImport size={16} />}
            disabled={summary.ready === 0}
            loading={run.isPending}
            title="Import as drafts?"
            message={runMessage(upload, false)}
            confirmLabel="Import as drafts"
            onConfirm={() => handleRun(false)}
          >
            Import as drafts
          </ConfirmButton>
          <ConfirmButton
            leftSection={<IconSend size={16} />}
            disabled={summary.ready === 0}
            loading={run.isPending}
            title="Import and submit for review?"
            message={runMessage(upload, true)}
            confirmLabel="Import and submit"
            onConfirm={() => handleRun(true)}
          >
            Import and submit for review
          </ConfirmButton>
        </Group>
        {summary.ready === 0 ? <Text size="sm" c="dimmed">No row is ready to import: fix the rows in error and upload the file again.</Text> : null}
      </SectionCard>
    </Stack>
  );
}
