import { Alert } from '@mantine/core';
import type { RightsHolder } from '@repertoire/contract';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../lib/notify';
import { useOwnRightsHolder } from '../../lib/rights-holders/get-own-rights-holder';
import { QueryState } from '../ui/loading-state';
import { PageHeader } from '../ui/page-header';
import type { RegistrationFormProps } from './registration-form';

type AddRegistrationScreenProps<Data> = {
  title: string;
  /** How the member adds themselves when their own rights-holder record could not be loaded. */
  ownRecordHint: string;
  /** Where Cancel leads: the member's list. */
  listHref: string;
  /** Saves the new draft; resolves to it. */
  create: (data: Data) => Promise<{ id: string; title: string }>;
  /** The new draft's page, where a save leads. */
  detailsHref: (id: string) => string;
  /** The kind's form, prefilled with the member's own record (null when there is none to be had). */
  children: (ownRecord: RightsHolder | null, form: Pick<RegistrationFormProps<Data>, 'onSave' | 'cancelHref'>) => ReactNode;
};

/** The add screen of a work or a recording: a new draft, with the member's own rights-holder record among its holders. */
export function AddRegistrationScreen<Data>({ title, ownRecordHint, listHref, create, detailsHref, children }: AddRegistrationScreenProps<Data>) {
  const ownRecord = useOwnRightsHolder();
  const navigate = useNavigate();

  // Without the member's own record the form still opens: they can add themselves from the directory.
  const prefill = { ...ownRecord, data: ownRecord.isError ? null : ownRecord.data, error: null };

  const onSave = async (data: Data) => {
    const saved = await create(data);
    notifySuccess(`“${saved.title}” was saved as a draft`);
    await navigate(detailsHref(saved.id));
  };

  return (
    <>
      <PageHeader title={title} description="Only the title is needed to save a draft; the rest can come later." />
      <QueryState query={prefill}>
        {(own) => (
          <>
            {ownRecord.isError ? (
              <Alert color="yellow" mb="md" title="Your own rights-holder record could not be loaded">
                {ownRecordHint}
              </Alert>
            ) : null}
            {children(own, { onSave, cancelHref: listHref })}
          </>
        )}
      </QueryState>
    </>
  );
}
