import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/music-composition/add`. */
export function AddMusicalWorkScreen() {
  return (
    <>
      <PageHeader title="Add a musical work" />
      <EmptyState
        title="Registration is not open yet"
        description="Soon you will register a work here with its title, ISWC, writers and shares."
        action={
          <Button component={Link} to={paths.app.dashboard.getHref()} variant="light">
            Back to the dashboard
          </Button>
        }
      />
    </>
  );
}
