import { TextInput } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import type { ShareLine, ShareLinesConfig } from '../shares/share-lines';
import { renderWithProviders } from '../../testing/test-utils';
import { RegistrationForm } from './registration-form';

type Owner = ShareLine & { share: number };
type Values = { title: string; work: string; owners: Owner[] };

const schema = z.object({ title: z.string(), work: z.string(), owners: z.array(z.custom<Owner>()) });

const owners: ShareLinesConfig<Owner> = {
  name: 'owners',
  percentages: [{ field: 'share', label: 'Share %' }],
  totals: () => ({ totals: [], exceeded: [] }),
  lineFor: (holder) => ({ rights_holder_id: holder.id, holder, share: 100 }),
  emptyText: 'No owners yet.',
  addLabel: 'Add owner',
  dialogTitle: 'Add an owner',
};

function Fields() {
  const { register, formState } = useFormContext<Values>();
  return (
    <>
      <TextInput label="Title" {...register('title')} error={formState.errors.title?.message} />
      <TextInput label="Work" {...register('work')} error={formState.errors.work?.message} />
    </>
  );
}

describe('RegistrationForm', () => {
  it('shows a refused save’s errors on the fields the form holds under another name, and the rest above the buttons', async () => {
    const onSave = vi.fn().mockRejectedValue(
      new ApiError('The entry could not be saved', 422, [
        { path: 'work_id', message: 'Choose a work you may use' },
        { path: 'label_id', message: 'The label is unknown' },
      ]),
    );
    const { user } = renderWithProviders(
      <RegistrationForm
        schema={schema}
        defaultValues={{ title: 'Harbour Lights', work: '', owners: [] }}
        label="Entry"
        errors={{ title: 'The entry could not be saved', fields: () => ['title', 'work'], codeField: 'title', renamed: { work_id: 'work' } }}
        shares={{ title: 'Owners', config: owners, blockedReason: 'Bring the owners down to 100% or less to save' }}
        submission={{ problems: () => [], readyMessage: 'Ready' }}
        onSave={onSave}
        cancelHref="/entries"
      >
        <Fields />
      </RegistrationForm>,
    );

    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Choose a work you may use')).toBeInTheDocument();
    expect(screen.getByLabelText('Work')).toHaveAttribute('aria-invalid', 'true');
    const alert = screen.getByRole('alert', { name: 'The entry could not be saved' });
    expect(within(alert).getByText('The label is unknown')).toBeInTheDocument();
    expect(within(alert).queryByText('Choose a work you may use')).not.toBeInTheDocument();
  });
});
