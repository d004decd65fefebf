import { Button, Group } from '@mantine/core';
import type { CatalogueKind } from '@repertoire/contract';
import { IconDownload } from '@tabler/icons-react';
import { useCatalogueDownload } from '../api/download-catalogue-file';
import { ColumnGuideButton } from './column-guide';

/** The kind's template as CSV or Excel, and the guide to its columns. */
export function TemplateDownloads({ kind }: { kind: CatalogueKind }) {
  const download = useCatalogueDownload();
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="light" size="sm" leftSection={<IconDownload size={16} />} disabled={download.isPending} onClick={() => download.start({ of: 'template', kind, format: 'csv' })}>
        Download template (CSV)
      </Button>
      <Button variant="light" size="sm" leftSection={<IconDownload size={16} />} disabled={download.isPending} onClick={() => download.start({ of: 'template', kind, format: 'xlsx' })}>
        Download template (Excel)
      </Button>
      <ColumnGuideButton kind={kind} size="sm" />
    </Group>
  );
}
