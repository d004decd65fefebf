import { screen, within } from '@testing-library/react';
import type { StaffAccount, StaffAccountEvent } from '@repertoire/contract';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { listMeta } from '../../../testing/catalogue-factories';
import { createSession } from '../../../testing/factories';
import { createStaffAccount, createStaffAccountEvent } from '../../../testing/staff-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { StaffAccountsScreen } from './staff-accounts-screen';

const you = createStaffAccount({ id: '5d1f7a62-3c1b-4f7e-9a11-2b7c8d9e0f10', name: 'Sam Reviewer', email: 'sam@society.example', roles: ['administrator'] });
const grace = createStaffAccount();
const newcomer = createStaffAccount({ name: 'Dara Okeke', email: 'dara@society.example', roles: ['disputes'], has_second_factor: false, last_signed_in_at: null });
const LAST_ADMINISTRATOR =
  'This is the last administrator: give another staff member the administrator role first, so that someone can still manage staff accounts';

const list = <T,>(items: T[]) => ok(items, listMeta(items.length));
const answer = (status: number, message: string, data: unknown) => ({ status, body: { message, data: { data } } });

function renderScreen(accounts: StaffAccount[] = [you, grace, newcomer], history: StaffAccountEvent[] = [], extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /auth/session': ok(createSession({ id: you.id, role: 'staff', staff_roles: ['administrator'] })),
    'GET /staff/accounts': list(accounts),
    'GET /staff/accounts/history': list(history),
    ...extra,
  });
  return { api, ...renderWithProviders(<StaffAccountsScreen />, { url: '/staff/accounts' }) };
}

const rowOf = async (name: string) => within(await screen.findByRole('table', { name: 'Staff members' })).getByRole('row', { name: new RegExp(name) });

describe('the staff accounts screen', () => {
  it('lists each staff member with their roles, two-step sign-in and last sign-in, marking your own', async () => {
    renderScreen();
    const yours = await rowOf('Sam Reviewer');
    expect(await within(yours).findByText('You')).toBeInTheDocument();
    expect(yours).toHaveTextContent('Administrator');
    const dara = await rowOf('Dara Okeke');
    expect(dara).toHaveTextContent('Disputes');
    expect(dara).toHaveTextContent('Not set up yet');
    expect(dara).toHaveTextContent('Never');
    expect(await rowOf('Grace Hughes')).toHaveTextContent('Set up');
    expect(screen.getByText('Nothing changed yet')).toBeInTheDocument();
  });

  it('lists who changed what in the history', async () => {
    renderScreen([you], [createStaffAccountEvent(), createStaffAccountEvent({ kind: 'removed', by: null, roles: ['finance'], previous_roles: [] })]);
    const history = await screen.findByRole('table', { name: 'Staff account history' });
    const [changed, removed] = within(history).getAllByRole('row').slice(1);
    expect(changed).toHaveTextContent('Roles changed');
    expect(changed).toHaveTextContent('Reviewer → Reviewer, Disputes');
    expect(changed).toHaveTextContent('Sam Reviewer');
    expect(removed).toHaveTextContent('Held Finance');
    expect(removed).toHaveTextContent('An operator (command line)');
  });

  it('invites a staff member with their roles, after checking the form', async () => {
    const invited = createStaffAccount({ name: 'Ines Moreau', email: 'ines@society.example', roles: ['reviewer', 'member-services'] });
    const { api, user } = renderScreen(undefined, undefined, {
      'POST /staff/accounts': answer(201, 'Ines Moreau has been invited: a link to set a password has been mailed to ines@society.example', invited),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite a staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText('Choose at least one role')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST', '/staff/accounts')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'ines@society.example');
    await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Ines Moreau');
    await user.click(within(dialog).getByRole('checkbox', { name: /Member services/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Reviewer/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByText('Ines Moreau has been invited: a link to set a password has been mailed to ines@society.example')).toBeInTheDocument();
    expect(api.callsTo('POST', '/staff/accounts')[0]?.body).toEqual({ email: 'ines@society.example', name: 'Ines Moreau', roles: ['reviewer', 'member-services'] });
    expect(screen.queryByRole('dialog', { name: 'Invite a staff member' })).not.toBeInTheDocument();
  });

  it('shows a taken address on the e-mail field', async () => {
    const message = 'An account with the address ines@society.example exists already';
    const { user } = renderScreen(undefined, undefined, { 'POST /staff/accounts': fail(409, message, [{ path: 'email', message }]) });
    await user.click(await screen.findByRole('button', { name: 'Invite a staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a staff member' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail address/ }), 'ines@society.example');
    await user.type(within(dialog).getByRole('textbox', { name: /Full name/ }), 'Ines Moreau');
    await user.click(within(dialog).getByRole('checkbox', { name: /Finance/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /E-mail address/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes a staff member’s roles', async () => {
    const { api, user } = renderScreen(undefined, undefined, {
      [`PUT /staff/accounts/${grace.id}/roles`]: answer(200, 'The roles of Grace Hughes have been saved', { ...grace, roles: ['disputes'] }),
    });
    await user.click(within(await rowOf('Grace Hughes')).getByRole('button', { name: 'Change roles of Grace Hughes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Grace Hughes' });
    expect(within(dialog).getByRole('checkbox', { name: /Reviewer/ })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Reviewer/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Disputes/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the roles' }));
    expect(await screen.findByText('The roles of Grace Hughes have been saved')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/staff/accounts/${grace.id}/roles`)[0]?.body).toEqual({ roles: ['disputes'] });
  });

  it('says why the last administrator cannot give up the administrator role', async () => {
    const { user } = renderScreen(undefined, undefined, { [`PUT /staff/accounts/${you.id}/roles`]: fail(409, LAST_ADMINISTRATOR) });
    await user.click(within(await rowOf('Sam Reviewer')).getByRole('button', { name: 'Change roles of Sam Reviewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Sam Reviewer' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Administrator/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Reviewer/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the roles' }));
    expect(await within(dialog).findByText(LAST_ADMINISTRATOR)).toBeInTheDocument();
  });

  it('asks before removing a staff member, then removes them', async () => {
    const { api, user } = renderScreen(undefined, undefined, {
      [`DELETE /staff/accounts/${grace.id}`]: answer(200, 'Grace Hughes has been removed: their sessions have ended', null),
    });
    await user.click(within(await rowOf('Grace Hughes')).getByRole('button', { name: 'Remove Grace Hughes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Grace Hughes?' });
    expect(dialog).toHaveTextContent('every session they have open ends at once');
    expect(api.callsTo('DELETE', `/staff/accounts/${grace.id}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Grace Hughes has been removed: their sessions have ended')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/staff/accounts/${grace.id}`)).toHaveLength(1);
  });

  it('says why the last administrator cannot be removed, in the dialog', async () => {
    const { user } = renderScreen(undefined, undefined, { [`DELETE /staff/accounts/${you.id}`]: fail(409, LAST_ADMINISTRATOR) });
    await user.click(within(await rowOf('Sam Reviewer')).getByRole('button', { name: 'Remove Sam Reviewer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Sam Reviewer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(LAST_ADMINISTRATOR)).toBeInTheDocument();
  });

  it('says when the list cannot be read, with a retry', async () => {
    stubApi({
      'GET /auth/session': ok(createSession({ role: 'staff' })),
      'GET /staff/accounts': fail(503, 'The database is not answering: please try again in a moment'),
      'GET /staff/accounts/history': list([]),
    });
    renderWithProviders(<StaffAccountsScreen />, { url: '/staff/accounts' });
    expect(await screen.findByText('The database is not answering: please try again in a moment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
