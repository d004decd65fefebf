import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { FormRefusal } from '../components/ui/form-refusal';
import { renderWithProviders } from '../testing/test-utils';
import { ApiError } from './api-client';
import { refusalTypes, showRefusal } from './form-errors';

type Values = { title: string; iswc: string };

function formSpy() {
  return { setError: vi.fn(), clearErrors: vi.fn(), setFocus: vi.fn() };
}

describe('showRefusal', () => {
  it('puts field errors on their fields, the rest above the submit, and focuses the first field shown', () => {
    const form = formSpy();
    const error = new ApiError('The work could not be saved', 422, [
      { path: 'body.iswc', message: 'Not an ISWC' },
      { path: 'title', message: 'Give the work a title' },
      { path: 'label_id', message: 'The label is unknown' },
    ]);

    showRefusal<Values>(form, error, ['title', 'iswc']);

    expect(form.clearErrors).toHaveBeenCalledWith('root.server');
    expect(form.setError).toHaveBeenCalledWith('iswc', { type: 'server', message: 'Not an ISWC' });
    expect(form.setError).toHaveBeenCalledWith('title', { type: 'server', message: 'Give the work a title' });
    expect(form.setError).toHaveBeenCalledWith('root.server', { type: refusalTypes.besideFields, message: 'The label is unknown' });
    // The form's order, not the server's: the title comes first on the screen.
    expect(form.setFocus).toHaveBeenCalledExactlyOnceWith('title');
  });

  it('says nothing above the submit when every message is on a field', () => {
    const form = formSpy();
    showRefusal<Values>(form, new ApiError('Invalid request', 422, [{ path: 'iswc', message: 'Not an ISWC' }]), ['title', 'iswc']);

    expect(form.setError).toHaveBeenCalledExactlyOnceWith('iswc', { type: 'server', message: 'Not an ISWC' });
    expect(form.setFocus).toHaveBeenCalledExactlyOnceWith('iswc');
  });

  it('shows a refusal that names no field above the submit, which takes the focus', () => {
    const form = formSpy();
    showRefusal<Values>(form, new ApiError('Too many attempts: try again in a minute', 429), ['title', 'iswc']);

    expect(form.setError).toHaveBeenCalledExactlyOnceWith('root.server', { type: refusalTypes.alone, message: 'Too many attempts: try again in a minute' });
    expect(form.setFocus).not.toHaveBeenCalled();
  });

  it('shows a failure that is no answer of the API (the network) above the submit', () => {
    const form = formSpy();
    showRefusal<Values>(form, new TypeError('Failed to fetch'), ['title']);

    expect(form.setError).toHaveBeenCalledExactlyOnceWith('root.server', { type: refusalTypes.alone, message: 'Failed to fetch' });
  });

  it('puts a conflict without field errors on the conflict field', () => {
    const form = formSpy();
    showRefusal<Values>(form, new ApiError('ISWC T-034.524.680-1 is already registered for “Night Ferry”', 409), ['title'], { conflictField: 'iswc' });

    expect(form.setError).toHaveBeenCalledExactlyOnceWith('iswc', { type: 'server', message: 'ISWC T-034.524.680-1 is already registered for “Night Ferry”' });
    expect(form.setFocus).toHaveBeenCalledExactlyOnceWith('iswc');
  });
});

function RefusedForm({ refusal }: { refusal: ApiError }) {
  const form = useForm<Values>({ defaultValues: { title: '', iswc: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit(() => showRefusal(form, refusal, ['title', 'iswc']));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextInput label="Title" {...form.register('title')} error={errors.title?.message} />
      <TextInput label="ISWC" {...form.register('iswc')} error={errors.iswc?.message} />
      <FormRefusal title="The work was not saved" error={errors.root?.server} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('a refused form', () => {
  it('moves the focus to the first field in error', async () => {
    const refusal = new ApiError('Invalid request', 422, [
      { path: 'iswc', message: 'Not an ISWC' },
      { path: 'title', message: 'Give the work a title' },
    ]);
    const { user } = renderWithProviders(<RefusedForm refusal={refusal} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Give the work a title')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('ISWC')).toHaveAccessibleDescription('Not an ISWC');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves the focus to the message above the submit when no field shows the refusal', async () => {
    const refusal = new ApiError('Too many attempts: try again in a minute', 429);
    const { user } = renderWithProviders(<RefusedForm refusal={refusal} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert', { name: 'The work was not saved' });
    expect(alert).toHaveTextContent('Too many attempts: try again in a minute');
    expect(alert).toHaveFocus();
  });

  it('lists the messages of no field above the submit, leaving the focus on the first field in error', async () => {
    const refusal = new ApiError('Invalid request', 422, [
      { path: 'iswc', message: 'Not an ISWC' },
      { path: 'label_id', message: 'The label is unknown' },
      { path: 'owners', message: 'The owners add up to more than 100%' },
    ]);
    const { user } = renderWithProviders(<RefusedForm refusal={refusal} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert', { name: 'The work was not saved' });
    expect(alert).toHaveTextContent('The label is unknown');
    expect(alert).toHaveTextContent('The owners add up to more than 100%');
    expect(screen.getByLabelText('ISWC')).toHaveFocus();
  });
});
