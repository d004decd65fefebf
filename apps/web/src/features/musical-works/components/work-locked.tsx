import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { MusicalWorkDetails } from '@repertoire/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A work in review cannot change: said instead of a form that would be refused. */
export function WorkLocked({ work }: { work: MusicalWorkDetails }) {
  return (
    <Alert color="blue" title="This work is in review">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Its rights holders cannot change until the society decides</Text>
        <Anchor component={Link} to={paths.app.musicalWorkDetails.getHref(work.id)} size="sm">
          Back to the work
        </Anchor>
      </Stack>
    </Alert>
  );
}
