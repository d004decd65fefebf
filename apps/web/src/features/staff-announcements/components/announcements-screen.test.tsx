import { screen, within } from '@testing-library/react';
import type { Announcement } from '@repertoire/contract';
import { ok, stubApi } from '../../../testing/api-stub';
import { listMeta } from '../../../testing/catalogue-factories';
import { createAnnouncement, createStaffMemberSummary } from '../../../testing/staff-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { AnnouncementsScreen } from './announcements-screen';

const amara = createStaffMemberSummary();
const earlier = createAnnouncement({ title: 'Office closed on Friday', recipients: 1204 });
const toAmara = createAnnouncement({ title: 'Your statement', audience: 'member', member: { id: amara.id, name: 'Amara Nwosu' }, recipients: 1, mail: true });

const list = (items: Announcement[]) => ok(items, listMeta(items.length));
const created = (announcement: Announcement) => ({ status: 201, body: { message: 'OK', data: { data: announcement } } });

function renderScreen() {
  return renderWithProviders(<AnnouncementsScreen />, { url: '/staff/announcements' });
}

describe('the announcements screen', () => {
  it('lists what was sent, to whom, mailed or not', async () => {
    stubApi({ 'GET /staff/announcements': list([toAmara, earlier]) });
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Sent announcements' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('Your statement');
    expect(first).toHaveTextContent('Amara Nwosu');
    expect(first).toHaveTextContent('Mailed');
    expect(second).toHaveTextContent('Every member (1,204)');
  });

  it('says when nothing has been sent yet', async () => {
    stubApi({ 'GET /staff/announcements': list([]) });
    renderScreen();
    expect(await screen.findByText('Nothing sent yet')).toBeInTheDocument();
  });

  it('asks before sending to every member, then sends with mail and says how many were told', async () => {
    const api = stubApi({
      'GET /staff/announcements': list([]),
      'POST /staff/announcements': created(createAnnouncement({ title: 'Royalty statements are out', recipients: 1204, mail: true })),
    });
    const { user } = renderScreen();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Royalty statements are out');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'The statements for the second quarter are ready.');
    await user.click(screen.getByRole('checkbox', { name: /Also send by e-mail/ }));
    await user.click(screen.getByRole('button', { name: 'Send announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to every member?' });
    expect(dialog).toHaveTextContent('Every member will find “Royalty statements are out” in their notifications, and by e-mail');
    expect(api.callsTo('POST', '/staff/announcements')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send to every member' }));
    expect(await screen.findByText('The announcement has been sent to 1,204 members')).toBeInTheDocument();
    expect(api.callsTo('POST', '/staff/announcements')[0]?.body).toEqual({
      title: 'Royalty statements are out',
      message: 'The statements for the second quarter are ready.',
      audience: 'all',
      memberId: null,
      mail: true,
    });
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
  });

  it('sends nothing when staff cancel the confirmation', async () => {
    const api = stubApi({ 'GET /staff/announcements': list([]), 'POST /staff/announcements': created(earlier) });
    const { user } = renderScreen();
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Office closed');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Back on Monday.');
    await user.click(screen.getByRole('button', { name: 'Send announcement' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/staff/announcements')).toHaveLength(0);
  });

  it('sends to one member picked by name, without asking', async () => {
    const api = stubApi({
      'GET /staff/announcements': list([]),
      'GET /staff/members': ok([amara], listMeta(1)),
      'POST /staff/announcements': created(toAmara),
    });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('radio', { name: 'One member' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Your statement');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Please check your bank details.');
    await user.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(await screen.findByText('Choose the member to tell')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: /^Member/ }), 'Amara');
    await user.click(await screen.findByRole('button', { name: 'Choose Amara Nwosu' }));
    expect(screen.getByLabelText('Chosen member')).toHaveTextContent('Amara Nwosu');
    await user.click(screen.getByRole('button', { name: 'Send announcement' }));
    expect(await screen.findByText('The announcement has been sent to Amara Nwosu')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/staff/announcements')[0]?.body).toMatchObject({ audience: 'member', memberId: amara.id, mail: false });
  });

  it("shows the contract's words on the fields before sending", async () => {
    const api = stubApi({ 'GET /staff/announcements': list([]) });
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Send announcement' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(api.callsTo('POST', '/staff/announcements')).toHaveLength(0);
  });
});
