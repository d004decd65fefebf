import { Button, Group, Stack, Text } from '@mantine/core';
import { catalogueKindLabels, type CatalogueImport } from '@repertoire/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useCatalogueImport } from '../api/get-catalogue-import';
import { CheckedStep } from './checked-step';
import { ImportedStep } from './imported-step';
import { ImportStateBadge } from './import-state-badge';
import { MappingStep } from './mapping-step';
import { ProgressStep } from './progress-step';
import { StoppedStep } from './stopped-step';

const imports = { label: 'your imports', href: paths.app.catalogueImportNew.getHref() };

/** `/catalogue/imports/:importId`: one import, on the step it is in. */
export function CatalogueImportScreen() {
  const { importId = '' } = useParams();
  const query = useCatalogueImport(importId);
  return (
    <QueryState
      query={query}
      notFound={{ noun: 'import', description: 'The link may be wrong. Only your own imports can be opened here.', back: imports }}
    >
      {(upload) => <ImportPage upload={upload} />}
    </QueryState>
  );
}

function ImportPage({ upload }: { upload: CatalogueImport }) {
  return (
    <>
      <PageHeader
        title={`Import of ${upload.file_name}`}
        description={
          <Group component="span" gap="xs" wrap="wrap">
            <ImportStateBadge state={upload.state} />
            <Text component="span" size="sm" c="dimmed">
              {catalogueKindLabels[upload.kind]} · uploaded {formatDate(upload.created_at)}
              {upload.data_rows !== null ? ` · ${upload.data_rows.toLocaleString('en-GB')} rows` : ''}
            </Text>
          </Group>
        }
        actions={
          <Button component={Link} to={imports.href} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
            Your imports
          </Button>
        }
      />
      {/* A new import (or step) gets fresh state: a mapping half changed is not carried over. */}
      <Stack gap="lg" key={`${upload.id}-${upload.state}`}>
        <Step upload={upload} />
      </Stack>
    </>
  );
}

function Step({ upload }: { upload: CatalogueImport }) {
  const [isRemapping, setIsRemapping] = useState(false);
  switch (upload.state) {
    case 'uploaded':
      return <MappingStep upload={upload} />;
    case 'checking':
    case 'importing':
      return <ProgressStep upload={{ ...upload, state: upload.state }} />;
    case 'checked':
      if (isRemapping || !upload.summary) return <MappingStep upload={upload} onCancel={upload.summary ? () => setIsRemapping(false) : undefined} />;
      return <CheckedStep upload={{ ...upload, summary: upload.summary }} onChangeMapping={() => setIsRemapping(true)} />;
    case 'imported':
      return upload.result ? <ImportedStep upload={{ ...upload, result: upload.result }} /> : null;
    case 'failed':
    case 'cancelled':
      return <StoppedStep upload={{ ...upload, state: upload.state }} />;
  }
}
