import { Button, Code, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';

/** `/sound-recording/details/:soundrecordingId`. */
export function SoundRecordingDetailsScreen() {
  const { soundrecordingId: id = '' } = useParams();
  return (
    <>
      <PageHeader title="Sound recording" />
      <EmptyState
        title="Details are not available yet"
        description={
          <>
            <Text span>The details of a sound recording, its artists and contributors will show here.</Text>{' '}
            <Text span size="sm">
              Reference: <Code>{id}</Code>
            </Text>
          </>
        }
        action={
          <Button component={Link} to={paths.app.soundRecordings.getHref()} variant="light">
            Back to Sound Recordings
          </Button>
        }
      />
    </>
  );
}
