import { Button } from '@mantine/core';
import type { SoundRecordingDetails } from '@repertoire/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSoundRecording } from '../api/get-sound-recording';

/** Loads one of the member's recordings for a screen; another member's id or an unknown one reads "not found". */
export function RecordingLoader({ id, children }: { id: string; children: (recording: SoundRecordingDetails) => ReactNode }) {
  const recording = useSoundRecording(id);
  if (recording.error instanceof ApiError && recording.error.status === 404) return <RecordingNotFound />;
  return <QueryState query={recording}>{children}</QueryState>;
}

function RecordingNotFound() {
  return (
    <>
      <PageHeader title="Sound recording not found" />
      <EmptyState
        title="This sound recording does not exist"
        description="It may have been deleted, or the link is wrong. Only your own recordings can be opened here."
        action={
          <Button component={Link} to={paths.app.soundRecordings.getHref()} variant="light">
            Back to Sound Recordings
          </Button>
        }
      />
    </>
  );
}
