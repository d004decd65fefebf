import { Alert } from '@mantine/core';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/ui/loading-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import { useOwnRightsHolder } from '../../../lib/rights-holders/get-own-rights-holder';
import { useCreateMusicalWork } from '../api/create-musical-work';
import { newWorkFormValues } from '../utils/work-form';
import { MusicalWorkForm } from './musical-work-form';

/** `/music-composition/add`: a new work, with the member's own rights-holder record as its first writer. */
export function AddMusicalWorkScreen() {
  const ownRecord = useOwnRightsHolder();
  const create = useCreateMusicalWork();
  const navigate = useNavigate();

  // Without the member's own record the form still opens: they can pick themselves from the directory.
  const prefill = { ...ownRecord, data: ownRecord.isError ? null : ownRecord.data, error: null };

  return (
    <>
      <PageHeader title="Add a musical work" description="Only the title is needed to save a draft; the rest can come later." />
      <QueryState query={prefill}>
        {(own) => (
          <>
            {ownRecord.isError ? (
              <Alert color="yellow" mb="md" title="Your own rights-holder record could not be loaded">
                Add yourself with “Add rights holder” if you hold a share of this work.
              </Alert>
            ) : null}
            <MusicalWorkForm
              defaultValues={newWorkFormValues(own)}
              cancelHref={paths.app.musicalWorks.getHref()}
              onSave={async (work) => {
                const saved = await create.mutateAsync(work);
                notifySuccess(`“${saved.title}” was saved as a draft.`);
                await navigate(paths.app.musicalWorkDetails.getHref(saved.id));
              }}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
