import { screen } from '@testing-library/react';
import { fail, stubApi } from '../../testing/api-stub';
import { renderWithProviders } from '../../testing/test-utils';
import { AddRegistrationScreen } from './add-registration-screen';

describe('AddRegistrationScreen', () => {
  it('still opens the form when the own record cannot be loaded, and says how to add oneself', async () => {
    stubApi({ 'GET /rights-holders/search': fail(500, 'The directory is down') });
    renderWithProviders(
      <AddRegistrationScreen
        title="Add an entry"
        ownRecordHint="Add yourself from the directory"
        listHref="/entries"
        create={vi.fn()}
        detailsHref={(id) => `/entries/${id}`}
      >
        {(ownRecord) => <p>Prefilled with {ownRecord ? ownRecord.name : 'nobody'}</p>}
      </AddRegistrationScreen>,
      { url: '/entries/add', path: '/entries/add' },
    );

    expect(await screen.findByText('Your own rights-holder record could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Add yourself from the directory')).toBeInTheDocument();
    expect(screen.getByText('Prefilled with nobody')).toBeInTheDocument();
  });
});
