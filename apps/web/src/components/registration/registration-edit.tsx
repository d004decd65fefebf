import type { RegistrationStatus } from '@repertoire/contract';
import { canEditRegistration } from '@repertoire/contract';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notifySuccess } from '../../lib/notify';
import { PageHeader } from '../ui/page-header';
import type { RegistrationFormProps } from './registration-form';
import { RegisteredEditNotice } from './registration-status-alerts';

type Saved = { title: string; status: RegistrationStatus };

type Loaded = Saved & { updated_at: string };

type RegistrationEditProps<Data> = {
  registration: Loaded;
  /** How the texts name it: "work", "recording". */
  noun: string;
  /** Where Cancel and a save lead back to. */
  detailsHref: string;
  /**
   * Saves the changes made from the version the form loaded (`expected_updated_at`, decision 0012):
   * the server refuses them with 409 when the item changed since, in another tab. Resolves to the saved registration.
   */
  update: (changes: Data, loadedVersion: string) => Promise<Saved>;
  /** The kind's form, told how to save and what to say about it. */
  children: (form: Required<Pick<RegistrationFormProps<Data>, 'onSave' | 'submitLabel' | 'cancelHref' | 'notice'>>) => ReactNode;
};

/** The edit page of a work or a recording. Saving a registered one sends the change to the society for review. */
export function RegistrationEdit<Data>({ registration, noun, detailsHref, update, children }: RegistrationEditProps<Data>) {
  const navigate = useNavigate();
  const isRegistered = registration.status === 'registered';
  // The version the form's values came from: a refetch while the member types must not move it on.
  const [loadedVersion] = useState(registration.updated_at);
  return (
    <>
      <PageHeader title={`Edit “${registration.title}”`} />
      {children({
        submitLabel: isRegistered ? 'Save and send for review' : 'Save draft',
        cancelHref: detailsHref,
        notice: isRegistered ? <RegisteredEditNotice noun={noun} /> : null,
        onSave: async (changes) => {
          const saved = await update(changes, loadedVersion);
          notifySuccess(saved.status === 'submitted' ? `“${saved.title}” was saved and sent for review` : `“${saved.title}” was saved`);
          await navigate(detailsHref);
        },
      })}
    </>
  );
}

type RegistrationDetailsOrEditProps = {
  status: RegistrationStatus;
  edit: ReactNode;
  details: ReactNode;
};

/** The spec has no edit route: `?edit=1` on the details page opens the edit form, while the status allows editing. */
export function RegistrationDetailsOrEdit({ status, edit, details }: RegistrationDetailsOrEditProps) {
  const [searchParams] = useSearchParams();
  return searchParams.get('edit') === '1' && canEditRegistration(status) ? edit : details;
}
