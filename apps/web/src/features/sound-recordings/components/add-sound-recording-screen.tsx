import { AddRegistrationScreen } from '../../../components/registration/add-registration-screen';
import { paths } from '../../../config/paths';
import { useCreateSoundRecording } from '../api/create-sound-recording';
import { newRecordingFormValues } from '../utils/recording-form';
import { SoundRecordingForm } from './sound-recording-form';

/** `/sound-recording/add`: a new recording, with the member's own rights-holder record as the owner of the master. */
export function AddSoundRecordingScreen() {
  const create = useCreateSoundRecording();
  return (
    <AddRegistrationScreen
      title="Add a sound recording"
      ownRecordHint="Add yourself with “Add owner” if you own a share of the master"
      listHref={paths.app.soundRecordings.getHref()}
      create={create.mutateAsync}
      detailsHref={(id) => paths.app.soundRecordingDetails.getHref(id)}
    >
      {(ownRecord, form) => <SoundRecordingForm defaultValues={newRecordingFormValues(ownRecord)} {...form} />}
    </AddRegistrationScreen>
  );
}
