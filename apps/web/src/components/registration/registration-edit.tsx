import type { RegistrationStatus } from '@repertoire/contract';
import { canEditRegistration } from '@repertoire/contract';
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notifySuccess } from '../../lib/notify';
import { useVersionCheck } from '../ui/changed-since-loaded';
import { PageHeader } from '../ui/page-header';
import type { RegistrationFormProps } from './registration-form';
import { RegisteredEditNotice } from './registration-status-alerts';

type Saved = { title: string; status: RegistrationStatus };

type Loaded = Saved & { updated_at: string };

type RegistrationEditProps<Data, Item extends Loaded> = {
  registration: Item;
  /** How the texts name it: "work", "recording". */
  noun: string;
  /** Where Cancel and a save lead back to. */
  detailsHref: string;
  /**
   * Saves the changes made from the version the form loaded (`expected_updated_at`, decision 0012):
   * the server refuses them with 409 when the item changed since, in another tab. Resolves to the saved registration.
   */
  update: (changes: Data, loadedVersion: string) => Promise<Saved>;
  /** Reads the item as it is now, after such a refusal. */
  reload: () => Promise<Item>;
  /** The form's values of a version, compared field by field to say what changed. */
  formValues: (item: Item) => object;
  /** The names of the form's fields, in words (the contract's field labels). */
  fieldLabels: Readonly<Record<string, string>>;
  /** The kind's form for a version of the item, told how to save and what to say about it. */
  children: (form: Required<Pick<RegistrationFormProps<Data>, 'onSave' | 'submitLabel' | 'cancelHref' | 'notice'>>, version: Item) => ReactNode;
};

/**
 * The edit page of a work or a recording. Saving a registered one sends the change to the society
 * for review. A save refused because the item changed in another tab shows what changed, to reload
 * it or save over it.
 */
export function RegistrationEdit<Data, Item extends Loaded>({ registration, noun, detailsHref, update, reload, formValues, fieldLabels, children }: RegistrationEditProps<Data, Item>) {
  const navigate = useNavigate();
  const isRegistered = registration.status === 'registered';
  const { version, panel, expectedVersion, refusedAsStale } = useVersionCheck({ loaded: registration, reload, formValues, fieldLabels });
  const notice = panel ?? (isRegistered ? <RegisteredEditNotice noun={noun} /> : null);
  const save = async (changes: Data) => {
    let saved: Saved;
    try {
      saved = await update(changes, expectedVersion());
    } catch (error) {
      if (await refusedAsStale(error)) return;
      throw error;
    }
    notifySuccess(saved.status === 'submitted' ? `“${saved.title}” was saved and sent for review` : `“${saved.title}” was saved`);
    await navigate(detailsHref);
  };
  return (
    <>
      <PageHeader title={`Edit “${registration.title}”`} />
      {/* A new version resets the form to its values. */}
      <Fragment key={version.updated_at}>
        {children(
          {
            submitLabel: isRegistered ? 'Save and send for review' : 'Save draft',
            cancelHref: detailsHref,
            notice,
            onSave: save,
          },
          version,
        )}
      </Fragment>
    </>
  );
}

type RegistrationDetailsOrEditProps = {
  status: RegistrationStatus;
  edit: ReactNode;
  details: ReactNode;
};

/** There is no edit route (docs/architecture.md#routes-and-menus): `?edit=1` on the details page opens the edit form, while the status allows editing. */
export function RegistrationDetailsOrEdit({ status, edit, details }: RegistrationDetailsOrEditProps) {
  const [searchParams] = useSearchParams();
  return searchParams.get('edit') === '1' && canEditRegistration(status) ? edit : details;
}
