import { Alert, Anchor } from '@mantine/core';
import type { MusicalWorkDetails } from '@repertoire/contract';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A work in review cannot change: said instead of a form that would be refused. */
export function WorkLocked({ work }: { work: MusicalWorkDetails }) {
  return (
    <Alert color="blue" title="This work is in review">
      Its rights holders cannot change until the society decides.{' '}
      <Anchor component={Link} to={paths.app.musicalWorkDetails.getHref(work.id)}>
        Back to the work
      </Anchor>
    </Alert>
  );
}
