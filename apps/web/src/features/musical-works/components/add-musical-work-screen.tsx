import { AddRegistrationScreen } from '../../../components/registration/add-registration-screen';
import { paths } from '../../../config/paths';
import { useCreateMusicalWork } from '../api/create-musical-work';
import { newWorkFormValues } from '../utils/work-form';
import { MusicalWorkForm } from './musical-work-form';

/** `/music-composition/add`: a new work, with the member's own rights-holder record as its first writer. */
export function AddMusicalWorkScreen() {
  const create = useCreateMusicalWork();
  return (
    <AddRegistrationScreen
      title="Add a musical work"
      ownRecordHint="Add yourself with “Add rights holder” if you hold a share of this work"
      listHref={paths.app.musicalWorks.getHref()}
      create={create.mutateAsync}
      detailsHref={(id) => paths.app.musicalWorkDetails.getHref(id)}
    >
      {(ownRecord, form) => <MusicalWorkForm defaultValues={newWorkFormValues(ownRecord)} {...form} />}
    </AddRegistrationScreen>
  );
}
