import { screen, within } from '@testing-library/react';
import type { MemberPeople } from '@repertoire/contract';
import { ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { PeopleScreen } from './people-screen';

const owner = {
  id: '5d1f7a62-3c1b-4f7e-9a11-2b7c8d9e0f10',
  name: 'Aurora Records',
  email: 'info@aurora.example',
  role: 'administrator',
  is_member: true,
  is_you: true,
  has_second_factor: false,
  joined_at: '2026-01-02T10:00:00.000Z',
  last_active_at: '2026-03-01T10:00:00.000Z',
} as const;
const jane = { ...owner, id: '8a1c6f3e-2b4d-4e5f-9a6b-7c8d9e0f1a2b', name: 'Jane Doe', email: 'jane@example.com', role: 'registrations', is_member: false, is_you: false } as const;

const people: MemberPeople = { people: [owner, jane], invitations: [], require_second_factor: false };

describe('people screen', () => {
  it('lists people with their roles and says why the last administrator cannot be removed or demoted', async () => {
    stubApi({ 'GET /people': ok(people) });
    renderWithProviders(<PeopleScreen />);
    const ownerRow = (await screen.findByText(/Aurora Records \(you\)/)).closest('tr');
    if (!ownerRow) throw new Error('no row');
    expect(within(ownerRow).getByText('The last administrator: make someone else an administrator first')).toBeInTheDocument();
    expect(within(ownerRow).getByRole('button', { name: 'Remove Aurora Records' })).toBeDisabled();
    const janeRow = screen.getByText('Jane Doe').closest('tr');
    if (!janeRow) throw new Error('no row');
    expect(within(janeRow).getByRole('button', { name: 'Remove Jane Doe' })).toBeEnabled();
  });

  it('checks the invite form before sending, then posts the address and role', async () => {
    const api = stubApi({
      'GET /people': ok(people),
      'POST /people/invitations': ok({
        id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
        email: 'new@example.com',
        role: 'registrations',
        invited_by: 'Aurora Records',
        created_at: '2026-03-02T10:00:00.000Z',
        expires_at: '2026-03-09T10:00:00.000Z',
      }),
    });
    const { user } = renderWithProviders(<PeopleScreen />);
    await user.type(await screen.findByLabelText('E-mail address'), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST', '/people/invitations')).toEqual([]);
    await user.clear(screen.getByLabelText('E-mail address'));
    await user.type(screen.getByLabelText('E-mail address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(api.callsTo('POST', '/people/invitations').map((call) => call.body)).toEqual([{ email: 'new@example.com', role: 'registrations' }]));
  });
});
