import { screen, within } from '@testing-library/react';
import { QUERY_STALE_TIME } from '../../../config/constants';
import { createProfile } from '../../../testing/factories';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { ProfileScreen } from './profile-screen';
import { UserMenu } from './user-menu';

describe('profile cache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the profile under fetchProfile for 5 minutes, then asks again', async () => {
    // Only the clock is faked: staleness is read from Date.now(), the stubbed calls still settle.
    vi.useFakeTimers({ toFake: ['Date'] });
    const { callsTo } = stubApi({ 'GET /user/profile': ok(createProfile()) });
    const first = renderWithProviders(<UserMenu />);
    await screen.findByRole('button', { name: /Amara Nwosu/ });
    expect(first.queryClient.getQueryData(['fetchProfile'])).toEqual(createProfile());
    first.unmount();

    vi.setSystemTime(Date.now() + QUERY_STALE_TIME - 1000);
    const second = renderWithProviders(<UserMenu />, { queryClient: first.queryClient });
    await screen.findByRole('button', { name: /Amara Nwosu/ });
    expect(callsTo('GET', '/user/profile')).toHaveLength(1);
    second.unmount();

    vi.setSystemTime(Date.now() + 2000);
    renderWithProviders(<UserMenu />, { queryClient: first.queryClient });
    await vi.waitFor(() => expect(callsTo('GET', '/user/profile')).toHaveLength(2));
  });
});

describe('profile screen', () => {
  it('saves an edited field with PATCH /user/profile, says so, and shows the refetched profile everywhere', async () => {
    let saved = createProfile();
    const { callsTo } = stubApi({
      'GET /user/profile': () => ok(saved),
      'PATCH /user/profile': ({ body }) => {
        saved = createProfile({ profile: body as Partial<ReturnType<typeof createProfile>['profile']> });
        return ok(saved);
      },
    });
    const { user } = renderWithProviders(
      <>
        <UserMenu />
        <ProfileScreen />
      </>,
    );

    const otherNames = await screen.findByLabelText('Other names');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.clear(otherNames);
    await user.type(otherNames, 'Okafor');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been saved')).toBeInTheDocument();
    const [patch] = callsTo('PATCH', '/user/profile');
    expect(patch?.body).toEqual({
      given_name: 'Amara',
      other_names: 'Okafor',
      date_of_birth: '1990-03-15',
      nationality: 'NG',
      phone: '+2348031234567',
      address: '',
      roles: ['songwriter'],
      ipi_name_number: null,
    });
    // The cached profile is invalidated and fetched again: the header follows the change.
    expect(await screen.findByRole('button', { name: /Amara Okafor/ })).toBeInTheDocument();
    expect(callsTo('GET', '/user/profile')).toHaveLength(2);
    expect(screen.getByLabelText('Other names')).toHaveValue('Okafor');
  });

  it('shows the server’s field error on the field it names', async () => {
    stubApi({
      'GET /user/profile': ok(createProfile()),
      'PATCH /user/profile': fail(422, 'The profile could not be saved', [{ path: 'phone', message: 'This phone number belongs to another member' }]),
    });
    const { user } = renderWithProviders(<ProfileScreen />);

    const phone = await screen.findByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '+2348030000000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('This phone number belongs to another member')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/This phone number belongs to another member/);
    // The field takes the focus; the refusal is all on it, so nothing is said above the submit button.
    expect(phone).toHaveFocus();
    expect(screen.queryByText('The profile could not be saved')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    stubApi({ 'GET /user/profile': ok(createProfile()), 'PATCH /user/profile': ({ body }) => ok(createProfile({ profile: body as Partial<ReturnType<typeof createProfile>['profile']> })) });
    const { user, router } = renderWithProviders(<ProfileScreen />, { url: '/profile', path: '/profile', routes: [{ path: '/dashboard', element: <p>at /dashboard</p> }] });
    const otherNames = await screen.findByLabelText('Other names');
    await user.clear(otherNames);
    await user.type(otherNames, 'Half-typed');

    void router.navigate('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByLabelText('Other names')).toHaveValue('Half-typed');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled());
    void router.navigate('/dashboard');
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
  });
});
