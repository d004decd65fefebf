import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/sound-recording/search`. */
export function SearchSoundRecordingsScreen() {
  return (
    <>
      <PageHeader title="Search sound recordings" />
      <EmptyState
        title="Search is not available yet"
        description="Searching the society's registry of recordings will be possible here."
        action={
          <Button component={Link} to={paths.app.dashboard.getHref()} variant="light">
            Back to the dashboard
          </Button>
        }
      />
    </>
  );
}
