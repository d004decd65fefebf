import { screen, waitFor } from '@testing-library/react';
import { ok, stubApi } from '../../testing/api-stub';
import { createRightsHolder, listMeta } from '../../testing/catalogue-factories';
import { renderWithProviders } from '../../testing/test-utils';
import { RightsHolderDialog } from './rights-holder-dialog';

describe('rights holder dialog', () => {
  it('starts on its search field, so typing at once searches; its close button is named', async () => {
    stubApi({ 'GET /rights-holders/search': ok([createRightsHolder({ name: 'Amara Nwosu' })], listMeta(1)) });
    const { user } = renderWithProviders(<RightsHolderDialog opened onClose={() => {}} onSelect={() => {}} title="Add a rights holder" />);

    const search = await screen.findByLabelText('Search rights holders');
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('Amara');
    expect(search).toHaveValue('Amara');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('starts the new rights holder’s form on its name', async () => {
    stubApi({ 'GET /rights-holders/search': ok([], listMeta(0)) });
    const { user } = renderWithProviders(<RightsHolderDialog opened onClose={() => {}} onSelect={() => {}} title="Add a rights holder" />);

    await user.type(await screen.findByLabelText('Search rights holders'), 'Kofi Boateng');
    await user.click(screen.getByRole('button', { name: 'Create a new rights holder' }));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('Kofi Boateng');
  });
});
