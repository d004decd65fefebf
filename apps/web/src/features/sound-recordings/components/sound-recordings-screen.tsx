import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/sound-recordings`: the member's sound recordings. */
export function SoundRecordingsScreen() {
  return (
    <>
      <PageHeader title="Sound Recordings" />
      <EmptyState
        title="No sound recordings yet"
        description="Registering recordings is not open in the portal yet. Your registered recordings will be listed here."
        action={
          <Button component={Link} to={paths.app.dashboard.getHref()} variant="light">
            Back to the dashboard
          </Button>
        }
      />
    </>
  );
}
