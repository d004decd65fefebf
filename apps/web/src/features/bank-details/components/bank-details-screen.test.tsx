import { screen, within } from '@testing-library/react';
import type { BankDetails } from '@repertoire/contract';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { createBankDetails, createGermanBankDetails } from '../../../testing/bank-details-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { BankDetailsScreen } from './bank-details-screen';

const germanSaved = createGermanBankDetails();

function renderScreen() {
  return renderWithProviders(<BankDetailsScreen />, { url: '/bank-details', path: '/bank-details', routes: [{ path: '/dashboard', element: <p>at /dashboard</p> }] });
}

type User = ReturnType<typeof renderScreen>['user'];

/** Picks a bank country by typing its code (the list also matches codes), then choosing it by name. */
async function chooseCountry(user: User, code: string, name: string) {
  const country = screen.getByRole('combobox', { name: /Bank country/ });
  await vi.waitFor(() => expect(country).toBeEnabled());
  await user.clear(country);
  await user.type(country, code);
  await user.click(await screen.findByRole('option', { name }));
}

/** Opens the empty form and fills in a German account. */
async function fillGermanAccount(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add bank details' }));
  await user.type(screen.getByLabelText(/^Account holder/), 'Amara Nwosu');
  await user.type(screen.getByLabelText(/^Bank name/), 'Commerzbank');
  await chooseCountry(user, 'DE', 'Germany');
  await user.type(screen.getByLabelText(/^IBAN/), 'DE89 3704 0044 0532 0130 00');
  await user.type(screen.getByLabelText(/^BIC/), 'COBADEFFXXX');
}

/** Saves the form: the password dialog opens, and is confirmed with `password`; answers the dialog. */
async function saveWithPassword(user: User, password = 'quiet-harbour-lantern-42') {
  await user.click(screen.getByRole('button', { name: 'Save bank details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm with your password' });
  await user.type(within(dialog).getByLabelText(/^Password/), password);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm and save' }));
  return dialog;
}

describe('bank details screen', () => {
  it('offers to add bank details while there are none', async () => {
    stubApi({ 'GET /bank-details': ok(null) });
    renderScreen();
    expect(await screen.findByText('No bank details yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add bank details' })).toBeInTheDocument();
  });

  it('shows the saved details with the account number masked, and their latest changes', async () => {
    stubApi({ 'GET /bank-details': ok(createBankDetails()) });
    renderScreen();
    const account = await screen.findByRole('region', { name: 'Payment account' });
    expect(within(account).getByText('319*****')).toBeInTheDocument();
    expect(within(account).getByText('60-16-13')).toBeInTheDocument();
    expect(within(account).getByText('GBP — Pound sterling')).toBeInTheDocument();
    expect(within(account).queryByText('IBAN')).not.toBeInTheDocument();
    expect(await within(account).findByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getByText(/02\/03\/2026, by Amara Nwosu: Account holder, Bank name/)).toBeInTheDocument();
  });

  it('asks for the fields the bank country uses, proposing its currency', async () => {
    stubApi({ 'GET /bank-details': ok(null) });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add bank details' }));
    expect(screen.getByText('Choose the bank country first: the numbers asked for depend on it.')).toBeInTheDocument();

    await chooseCountry(user, 'GB', 'United Kingdom');
    expect(screen.getByLabelText(/^Sort code/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Account number/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^IBAN/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toHaveValue('GBP — Pound sterling');
  });

  it('asks a US bank for its routing number', async () => {
    stubApi({ 'GET /bank-details': ok(null) });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add bank details' }));
    await chooseCountry(user, 'US', 'United States');
    expect(screen.getByLabelText(/^Routing number/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Sort code/)).not.toBeInTheDocument();
  });

  it('checks the numbers in the browser with the contract’s rules before anything is sent', async () => {
    const { callsTo } = stubApi({ 'GET /bank-details': ok(null) });
    const { user } = renderScreen();
    await fillGermanAccount(user);
    const iban = screen.getByLabelText(/^IBAN/);
    await user.clear(iban);
    await user.type(iban, 'DE88 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Save bank details' }));

    expect(await screen.findByText('IBAN check digits do not match: check it for a typing error')).toBeInTheDocument();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: 'Confirm with your password' })).not.toBeInTheDocument();
    expect(callsTo('PUT', '/bank-details')).toHaveLength(0);
  });

  it('saves after the password is confirmed, says so, and shows the details masked', async () => {
    let saved: BankDetails | null = null;
    const { callsTo } = stubApi({
      'GET /bank-details': () => ok(saved),
      'PUT /bank-details': () => {
        saved = germanSaved;
        return { status: 200, body: { message: 'Your bank details have been saved', data: { data: saved } } };
      },
    });
    const { user } = renderScreen();
    await fillGermanAccount(user);
    await saveWithPassword(user);

    expect(await screen.findByText('Your bank details have been saved')).toBeInTheDocument();
    const [put] = callsTo('PUT', '/bank-details');
    // The contract's output: compact numbers, and null for every field a German bank does not use.
    expect(put?.body).toMatchObject({ bank_country: 'DE', currency: 'EUR', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', sort_code: null, password: 'quiet-harbour-lantern-42' });
    const account = await screen.findByRole('region', { name: 'Payment account' });
    expect(within(account).getByText('DE89 3704 0044 0532 0*** **')).toBeInTheDocument();
    expect(callsTo('GET', '/bank-details')).toHaveLength(2);
  });

  it('shows a wrong password on the password field and keeps the dialog open', async () => {
    stubApi({
      'GET /bank-details': ok(null),
      'PUT /bank-details': fail(400, 'Your password is not correct', [{ path: 'password', message: 'Your password is not correct' }]),
    });
    const { user } = renderScreen();
    await fillGermanAccount(user);
    const dialog = await saveWithPassword(user, 'not-my-password');

    const password = within(dialog).getByLabelText(/^Password/);
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription(/Your password is not correct/));
    expect(screen.getByRole('dialog', { name: 'Confirm with your password' })).toBeInTheDocument();
  });

  it('puts the server’s field errors on their fields', async () => {
    const message = 'IBAN is from DE, but the bank country is NL: check the IBAN or the bank country';
    stubApi({ 'GET /bank-details': ok(null), 'PUT /bank-details': fail(400, message, [{ path: 'iban', message }]) });
    const { user } = renderScreen();
    await fillGermanAccount(user);
    await saveWithPassword(user);

    await vi.waitFor(() => expect(screen.getByLabelText(/^IBAN/)).toHaveAccessibleDescription(new RegExp(message)));
    expect(screen.queryByRole('dialog', { name: 'Confirm with your password' })).not.toBeInTheDocument();
  });

  it('asks the saved numbers again in full when the details are changed', async () => {
    stubApi({ 'GET /bank-details': ok(germanSaved) });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Change bank details' }));
    expect(screen.getByLabelText(/^Bank name/)).toHaveValue('Commerzbank');
    const iban = screen.getByLabelText(/^IBAN/);
    expect(iban).toHaveValue('');
    expect(iban).toHaveAccessibleDescription('Enter it again in full (saved: DE89 3704 0044 0532 0*** **)');
  });

  it('asks before leaving with unsaved changes', async () => {
    stubApi({ 'GET /bank-details': ok(null) });
    const { user, router } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add bank details' }));
    await user.type(screen.getByLabelText(/^Bank name/), 'Half-typed');

    void router.navigate('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/bank-details');
    expect(screen.getByLabelText(/^Bank name/)).toHaveValue('Half-typed');
  });
});
