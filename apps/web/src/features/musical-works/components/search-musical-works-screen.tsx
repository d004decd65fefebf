import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/music-composition/search`: the society-wide registry. */
export function SearchMusicalWorksScreen() {
  return (
    <>
      <PageHeader title="Search musical works" />
      <EmptyState
        title="Search is not available yet"
        description="Searching the society's registry of works will be possible here."
        action={
          <Button component={Link} to={paths.app.dashboard.getHref()} variant="light">
            Back to the dashboard
          </Button>
        }
      />
    </>
  );
}
