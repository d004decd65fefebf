import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/music-composition`: the member's musical works. */
export function MusicalWorksScreen() {
  return (
    <>
      <PageHeader title="Musical Works" />
      <EmptyState
        title="No musical works yet"
        description="Registering compositions is not open in the portal yet. Your registered works will be listed here."
        action={
          <Button component={Link} to={paths.app.dashboard.getHref()} variant="light">
            Back to the dashboard
          </Button>
        }
      />
    </>
  );
}
