import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/sound-recording-logs`: the audit log of the member's recordings. */
export function SoundRecordingLogsScreen() {
  return (
    <>
      <PageHeader title="Sound Recording Logs" />
      <EmptyState
        title="No changes logged yet"
        description="Every change to your recordings — who made it, when and what changed — will be listed here."
        action={
          <Button component={Link} to={paths.app.dashboard.getHref()} variant="light">
            Back to the dashboard
          </Button>
        }
      />
    </>
  );
}
