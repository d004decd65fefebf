import { Alert } from '@mantine/core';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import { useOwnRightsHolder } from '../../../lib/rights-holders/get-own-rights-holder';
import { useCreateSoundRecording } from '../api/create-sound-recording';
import { newRecordingFormValues } from '../utils/recording-form';
import { SoundRecordingForm } from './sound-recording-form';

/** `/sound-recording/add`: a new recording, with the member's own rights-holder record as the owner of the master. */
export function AddSoundRecordingScreen() {
  const ownRecord = useOwnRightsHolder();
  const create = useCreateSoundRecording();
  const navigate = useNavigate();

  // Without the member's own record the form still opens: they can add themselves from the directory.
  const prefill = { ...ownRecord, data: ownRecord.isError ? null : ownRecord.data, error: null };

  return (
    <>
      <PageHeader title="Add a sound recording" description="Only the title is needed to save a draft; the rest can come later." />
      <QueryState query={prefill}>
        {(own) => (
          <>
            {ownRecord.isError ? (
              <Alert color="yellow" mb="md" title="Your own rights-holder record could not be loaded">
                Add yourself with “Add owner” if you own a share of the master.
              </Alert>
            ) : null}
            <SoundRecordingForm
              defaultValues={newRecordingFormValues(own)}
              cancelHref={paths.app.soundRecordings.getHref()}
              onSave={async (recording) => {
                const saved = await create.mutateAsync(recording);
                notifySuccess(`“${saved.title}” was saved as a draft.`);
                await navigate(paths.app.soundRecordingDetails.getHref(saved.id));
              }}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
