import { screen, within } from '@testing-library/react';
import { QUERY_STALE_TIME } from '../../../config/constants';
import { createProfile, createSession } from '../../../testing/factories';
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

/** The profile as a save of these fields answers it: a new version. */
function savedProfile(body: unknown) {
  const { expected_updated_at: _version, ...fields } = body as Partial<ReturnType<typeof createProfile>['profile']> & { expected_updated_at?: string };
  return createProfile({ profile: fields, updated_at: '2026-03-02T11:00:00.000Z' });
}

describe('profile screen', () => {
  it('saves an edited field with PATCH /user/profile, says so, and shows the refetched profile everywhere', async () => {
    let saved = createProfile();
    const { callsTo } = stubApi({
      'GET /user/profile': () => ok(saved),
      'PATCH /user/profile': ({ body }) => {
        saved = savedProfile(body);
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
      // The version the form was loaded from: a save from another tab in between is refused, not overwritten.
      expected_updated_at: createProfile().updated_at,
    });
    // The cached profile is invalidated and fetched again: the header follows the change.
    expect(await screen.findByRole('button', { name: /Amara Okafor/ })).toBeInTheDocument();
    expect(callsTo('GET', '/user/profile')).toHaveLength(2);
    expect(screen.getByLabelText('Other names')).toHaveValue('Okafor');
  });

  /**
   * Edits the phone and saves while another tab has saved a new given name and nationality: the save
   * is refused (409) unless made over the version the read after the refusal finds.
   */
  async function saveAfterAnotherTab() {
    const loaded = createProfile();
    const theirs = createProfile({ updated_at: '2026-03-02T10:20:00.000Z', profile: { given_name: 'Amarachi', nationality: 'GH' } });
    let reads = 0;
    const view = stubApi({
      'GET /user/profile': () => ok(reads++ === 0 ? loaded : theirs),
      'PATCH /user/profile': ({ body }) =>
        (body as { expected_updated_at?: string }).expected_updated_at === theirs.updated_at
          ? ok(createProfile({ ...theirs, profile: { ...theirs.profile, phone: '+2348039999999' }, updated_at: '2026-03-02T10:30:00.000Z' }))
          : fail(409, staleProfile, [{ path: 'expected_updated_at', message: staleProfile }]),
    });
    const { user } = renderWithProviders(<ProfileScreen />);
    const phone = await screen.findByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '+2348039999999');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const panel = await screen.findByRole('alert', { name: 'Changed since you opened it' });
    return { ...view, user, loaded, theirs, panel };
  }
  const staleProfile = 'Your profile was changed since you opened it: reload it to see the changes, or save yours over them';

  it('shows what another tab changed in the profile, by name, and saves the member’s version over it when asked', async () => {
    const { user, callsTo, theirs, panel } = await saveAfterAnotherTab();
    expect(panel).toHaveTextContent(staleProfile);
    expect(panel).toHaveTextContent('Given name: now “Amarachi” (you loaded “Amara”)');
    expect(panel).toHaveTextContent('Nationality: now “Ghana” (you loaded “Nigeria”)');
    expect(panel).not.toHaveTextContent('Phone');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+2348039999999');

    await user.click(within(panel).getByRole('button', { name: 'Save mine over them' }));
    expect(await screen.findByText('Your profile has been saved')).toBeInTheDocument();
    expect(callsTo('PATCH', '/user/profile')[1]?.body).toMatchObject({ expected_updated_at: theirs.updated_at, phone: '+2348039999999' });
    await vi.waitFor(() => expect(screen.queryByRole('alert', { name: 'Changed since you opened it' })).not.toBeInTheDocument());
  });

  it('reloads the profile form with the other tab’s changes once the member confirms dropping theirs', async () => {
    const { user, panel } = await saveAfterAnotherTab();
    await user.click(within(panel).getByRole('button', { name: 'Reload with their changes' }));
    await user.click(within(panel).getByRole('button', { name: 'Drop my changes and reload' }));
    await vi.waitFor(() => expect(screen.getByLabelText(/^Given name/)).toHaveValue('Amarachi'));
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+2348031234567');
    expect(screen.queryByRole('alert', { name: 'Changed since you opened it' })).not.toBeInTheDocument();
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
    stubApi({ 'GET /user/profile': ok(createProfile()), 'PATCH /user/profile': ({ body }) => ok(savedProfile(body)) });
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

describe('profile screen of a person acting for a member', () => {
  it('says whose profile it is and that the e-mail address below is the person’s own login', async () => {
    const session = createSession(
      {},
      {
        person: { id: '8a1c6f3e-2b4d-4e5f-9a6b-7c8d9e0f1a2b', name: 'Jane Doe', email: 'jane@example.com', role: 'registrations', is_member: false },
      },
    );
    stubApi({ 'GET /user/profile': ok(createProfile()), 'GET /auth/session': ok(session) });
    renderWithProviders(<ProfileScreen />);
    expect(await screen.findByText('You act for Amara Nwosu as Registrations')).toBeInTheDocument();
    expect(screen.getByText(/only its administrators change it/)).toBeInTheDocument();
    expect(screen.getByText(/Your address:/).textContent).toContain('jane@example.com');
  });
});
