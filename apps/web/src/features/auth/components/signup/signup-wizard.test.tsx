import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { fail, stubApi } from '../../../../testing/api-stub';
import { landmark, renderWithProviders } from '../../../../testing/test-utils';
import { SIGNUP_DRAFT_KEY, readSignupDraft, saveSignupDraft } from '../../utils/signup-draft';
import { AccountStep } from './account-step';
import { CorporateDetailsStep } from './corporate-details-step';
import { IndividualDetailsStep } from './individual-details-step';
import { IndividualRolesStep } from './individual-roles-step';
import { SignupSuccess } from './signup-success';

const wizardRoutes: RouteObject[] = [
  { path: '/signup/individual', element: <IndividualDetailsStep /> },
  { path: '/signup/individual/role', element: <IndividualRolesStep /> },
  { path: '/signup/corporate', element: <CorporateDetailsStep /> },
  { path: '/signup/account', element: <AccountStep /> },
  { path: '/signup/success', element: <SignupSuccess /> },
  landmark('/'),
];

/** The wizard as the router mounts it; the first route of renderWithProviders is a dummy. */
function renderWizard(url: string) {
  return renderWithProviders(<p>unused</p>, { url, path: '/unused', routes: wizardRoutes });
}

const completeIndividual = {
  given_name: 'Amara',
  other_names: 'Nwosu',
  nationality: 'NG',
  date_of_birth: '1990-03-15',
  phone: '+234 803 123 4567',
};

describe('sign-up wizard', () => {
  it('keeps what was typed across steps, Back and a reload, and never stores the password', async () => {
    stubApi({});
    const first = renderWizard('/signup/individual');
    const { user } = first;
    // The first step offers to log in instead of going back.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Given name/), 'Amara');
    await user.type(screen.getByLabelText(/Other names/), 'Nwosu');
    const nationality = screen.getByRole('combobox', { name: /Nationality/ });
    await vi.waitFor(() => expect(nationality).toBeEnabled());
    await user.type(nationality, 'Nigeria');
    await user.click(await screen.findByRole('option', { name: /Nigeria/ }));
    await user.type(screen.getByLabelText(/Date of birth/), '15/03/1990');
    await user.type(screen.getByLabelText(/Phone/), '+234 803 123 4567');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByLabelText('Songwriter'));
    expect(first.router.state.location.pathname).toBe('/signup/individual/role');
    await user.click(screen.getByLabelText('Performer'));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(await screen.findByLabelText(/^Email/), 'amara@example.com');
    expect(first.router.state.location.pathname).toBe('/signup/account');
    await user.type(screen.getByLabelText(/^Password/), 'quiet-harbour-lantern-42');

    // Back twice: every value is still there.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Songwriter')).toBeChecked();
    expect(screen.getByLabelText('Performer')).toBeChecked();
    expect(screen.getByLabelText('Composer')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/Given name/)).toHaveValue('Amara');
    expect(screen.getByLabelText(/Other names/)).toHaveValue('Nwosu');
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: /Nationality/ })).toHaveValue('Nigeria'));
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('15/03/1990');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('+234 803 123 4567');

    // A reload: a fresh app on the same tab storage.
    first.unmount();
    renderWizard('/signup/account');
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('amara@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(window.sessionStorage.getItem(SIGNUP_DRAFT_KEY)).not.toContain('quiet-harbour-lantern-42');
  });

  it('keeps a half-filled first step over a reload', async () => {
    stubApi({});
    const first = renderWizard('/signup/corporate');
    await first.user.type(screen.getByLabelText(/Corporation name/), 'Harbour Lights Music Ltd');
    first.unmount();
    renderWizard('/signup/corporate');
    expect(screen.getByLabelText(/Corporation name/)).toHaveValue('Harbour Lights Music Ltd');
  });

  it('checks each step with the contract before moving on', async () => {
    stubApi({});
    const { user, router } = renderWizard('/signup/individual');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Given name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a nationality')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup/individual');
  });

  it('sends a later step opened without the earlier ones back to the first step', () => {
    stubApi({});
    const roles = renderWizard('/signup/individual/role');
    expect(roles.router.state.location.pathname).toBe('/signup/individual');
    roles.unmount();

    const account = renderWizard('/signup/account');
    expect(account.router.state.location.pathname).toBe('/signup/individual');
  });

  it('creates the account with one request and shows where the verification link went', async () => {
    saveSignupDraft({ kind: 'individual', individual: completeIndividual, roles: ['songwriter', 'performer'] });
    const { calls } = stubApi({ 'POST /auth/signup': { status: 201, body: { message: 'Created', data: { data: { email: 'amara@example.com' } } } } });
    const { user, router } = renderWizard('/signup/account');

    await user.type(screen.getByLabelText(/^Email/), 'Amara@Example.com');
    await user.type(screen.getByLabelText(/^Password/), 'quiet-harbour-lantern-42');
    await user.type(screen.getByLabelText(/Confirm password/), 'quiet-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signup/success'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      register_as: 'individual',
      given_name: 'Amara',
      other_names: 'Nwosu',
      nationality: 'NG',
      date_of_birth: '1990-03-15',
      phone: '+2348031234567',
      roles: ['songwriter', 'performer'],
      email: 'amara@example.com',
      password: 'quiet-harbour-lantern-42',
    });
    expect(await screen.findByText('amara@example.com')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
  });

  it('refuses mismatched passwords before sending anything', async () => {
    saveSignupDraft({ kind: 'individual', individual: completeIndividual, roles: ['songwriter'] });
    const { calls } = stubApi({});
    const { user } = renderWizard('/signup/account');
    await user.type(screen.getByLabelText(/^Email/), 'amara@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'quiet-harbour-lantern-42');
    await user.type(screen.getByLabelText(/Confirm password/), 'quiet-harbour-lantern-43');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('puts the server errors on the fields', async () => {
    saveSignupDraft({ kind: 'individual', individual: completeIndividual, roles: ['songwriter'] });
    stubApi({ 'POST /auth/signup': fail(400, 'Enter a valid email address', [{ path: 'email', message: 'Enter a valid email address' }]) });
    const { user } = renderWizard('/signup/account');
    await user.type(screen.getByLabelText(/^Email/), 'amara@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'quiet-harbour-lantern-42');
    await user.type(screen.getByLabelText(/Confirm password/), 'quiet-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(readSignupDraft().email).toBe('amara@example.com');
  });
});
