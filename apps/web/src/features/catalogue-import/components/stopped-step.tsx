import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { CatalogueImport } from '@repertoire/contract';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A failed or cancelled import: why, and a new start with the same kind. */
export function StoppedStep({ upload }: { upload: CatalogueImport & { state: 'failed' | 'cancelled' } }) {
  const failed = upload.state === 'failed';
  return (
    <Stack gap="md">
      <Alert color={failed ? 'red' : 'gray'} icon={<IconAlertCircle size={18} />} title={failed ? 'This import failed' : 'This import was cancelled'} role={failed ? 'alert' : undefined}>
        <Text size="sm">{upload.error ?? (failed ? 'It could not finish.' : 'It was stopped before it finished: nothing more will be done with this file.')}</Text>
      </Alert>
      <Group>
        <Button component={Link} to={paths.app.catalogueImportNew.getHref(upload.kind)} leftSection={<IconUpload size={16} />}>
          Start again
        </Button>
      </Group>
    </Stack>
  );
}
