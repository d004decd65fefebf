import { screen, within } from '@testing-library/react';
import type { StaffMemberSummary } from '@repertoire/contract';
import { ok, stubApi } from '../../../testing/api-stub';
import { listMeta } from '../../../testing/catalogue-factories';
import { createStaffMemberSummary } from '../../../testing/staff-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { MembersScreen } from './members-screen';

const amara = createStaffMemberSummary({ isni: '000000012281955X', ipi_name_number: '00052210040' });
const label = createStaffMemberSummary({ name: 'Harbour Lights Music Ltd', email: 'office@harbourlights.example', register_as: 'corporate', is_verified: false });

const page = (members: StaffMemberSummary[], total = members.length, pageNumber = 1) => ok(members, listMeta(total, pageNumber));
const searchOf = (url: string) => new URL(url, 'http://localhost').searchParams;

describe('the members screen', () => {
  it('lists members with their e-mail, account kind, ISNI (or pending) and IPI, linking to each member', async () => {
    stubApi({ 'GET /staff/members': page([amara, label]) });
    renderWithProviders(<MembersScreen />, { url: '/staff/members' });
    const table = await screen.findByRole('table', { name: 'Members' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Amara Nwosu');
    expect(first).toHaveTextContent('0000 0001 2281 955X');
    expect(first).toHaveTextContent('00052210040');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Amara Nwosu' })).toHaveAttribute('href', `/staff/members/${amara.id}`);
    expect(second).toHaveTextContent('Corporate');
    expect(second).toHaveTextContent('Pending');
    expect(second).toHaveTextContent('Not confirmed');
  });

  it('searches by name, e-mail, ISNI or IPI, and offers to clear a search that finds no one', async () => {
    const api = stubApi({ 'GET /staff/members': ({ url }) => (searchOf(url).get('q') ? page([]) : page([amara])) });
    const { user, router } = renderWithProviders(<MembersScreen />, { url: '/staff/members' });
    await screen.findByRole('link', { name: 'Amara Nwosu' });
    await user.type(screen.getByLabelText('Search members'), '0000 0001 2281 955X');
    expect(await screen.findByText('No member matches')).toBeInTheDocument();
    expect(searchOf(api.callsTo('GET', '/staff/members').at(-1)?.url ?? '').get('q')).toBe('0000 0001 2281 955X');
    expect(router.state.location.search).toBe('?q=0000+0001+2281+955X');
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('link', { name: 'Amara Nwosu' })).toBeInTheDocument();
  });

  it('says when there are no members yet', async () => {
    stubApi({ 'GET /staff/members': page([]) });
    renderWithProviders(<MembersScreen />, { url: '/staff/members' });
    expect(await screen.findByText('No members yet')).toBeInTheDocument();
  });

  it('pages with the spec’s pagination', async () => {
    const api = stubApi({ 'GET /staff/members': ({ url }) => page([amara], 45, Number(searchOf(url).get('page') ?? 1)) });
    const { user } = renderWithProviders(<MembersScreen />, { url: '/staff/members' });
    await screen.findByRole('link', { name: 'Amara Nwosu' });
    expect(screen.getByText('Showing 1–1 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await vi.waitFor(() => expect(searchOf(api.callsTo('GET', '/staff/members').at(-1)?.url ?? '').get('page')).toBe('2'));
  });
});
