import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/sound-recording/add`. */
export function AddSoundRecordingScreen() {
  return (
    <>
      <PageHeader title="Add a sound recording" />
      <EmptyState
        title="Registration is not open yet"
        description="Soon you will register a recording here with its ISRC, artists, release and contributors."
        action={
          <Button component={Link} to={paths.app.dashboard.getHref()} variant="light">
            Back to the dashboard
          </Button>
        }
      />
    </>
  );
}
