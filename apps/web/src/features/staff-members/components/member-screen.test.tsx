import { screen, within } from '@testing-library/react';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { createGermanBankDetails } from '../../../testing/bank-details-factories';
import { createSession } from '../../../testing/factories';
import { createStaffMemberDetails } from '../../../testing/staff-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { MemberScreen } from './member-screen';

const member = createStaffMemberDetails({
  musical_works: {
    total: 3,
    counts: { draft: 1, submitted: 1, registered: 1, rejected: 0 },
    latest: [
      { id: '11111111-1111-4111-8111-111111111111', title: 'River Song', identifier: 'T0345246801', status: 'submitted', change_in_review: false, updated_at: '2024-05-03T09:30:00.000Z' },
      { id: '22222222-2222-4222-8222-222222222222', title: 'Paper Lanterns', identifier: null, status: 'draft', change_in_review: false, updated_at: '2024-05-02T09:30:00.000Z' },
      { id: '44444444-4444-4444-8444-444444444444', title: 'Harbour Lights', identifier: null, status: 'registered', change_in_review: true, updated_at: '2024-05-01T09:30:00.000Z' },
    ],
  },
  history: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      at: '2024-05-03T09:30:00.000Z',
      actor_name: 'Amara Nwosu',
      kind: 'musical_work',
      event: 'submitted',
      changes: [{ field: 'status', old: 'Draft', new: 'In review' }],
      reason: null,
      item_id: '11111111-1111-4111-8111-111111111111',
      item_title: 'River Song',
      item_identifier: 'T0345246801',
    },
  ],
});

function renderMember() {
  return renderWithProviders(<MemberScreen />, { url: `/staff/members/${member.id}`, path: '/staff/members/:id' });
}

describe("a member's page", () => {
  it('shows the profile, works and recordings by status with the latest, and the history', async () => {
    stubApi({ [`GET /staff/members/${member.id}`]: ok(member), 'GET /auth/session': ok(createSession({ role: 'staff', staff_roles: ['member-services', 'reviewer'] })) });
    renderMember();
    expect(await screen.findByRole('heading', { name: 'Amara Nwosu' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('Songwriter, Performer');
    expect(profile).toHaveTextContent('+2348031234567');
    const works = screen.getByRole('region', { name: 'Musical works' });
    expect(within(works).getByLabelText('Musical works by status')).toHaveTextContent('Draft: 1In review: 1Registered: 1Rejected: 0');
    // An item in review opens on the review desk.
    expect(works).toHaveTextContent('T-034.524.680-1');
    expect(await within(works).findByRole('link', { name: 'River Song' })).toHaveAttribute('href', '/staff/review/musical-works/11111111-1111-4111-8111-111111111111');
    expect(within(works).getByText('Paper Lanterns')).toBeInTheDocument();
    // A registered work with a change in review stays registered, the change marked, and opens where the change is decided.
    const harbourLights = within(works).getByRole('row', { name: /Harbour Lights/ });
    expect(harbourLights).toHaveTextContent('RegisteredChange in review');
    expect(within(harbourLights).getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute('href', '/staff/review/musical-works/44444444-4444-4444-8444-444444444444');
    expect(within(screen.getByRole('region', { name: 'Sound recordings' })).getByText('None yet.')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' })).getByRole('table', { name: 'History' });
    expect(history).toHaveTextContent('River Song');
    expect(history).toHaveTextContent('Submitted');
    expect(history).toHaveTextContent('In review');
  });

  it('names the items in review without a link for staff whose roles do not cover the review queue', async () => {
    stubApi({ [`GET /staff/members/${member.id}`]: ok(member), 'GET /auth/session': ok(createSession({ role: 'staff', staff_roles: ['member-services'] })) });
    renderMember();
    const works = await screen.findByRole('region', { name: 'Musical works' });
    expect(within(works).getByText('River Song')).toBeInTheDocument();
    expect(within(works).queryByRole('link', { name: 'River Song' })).not.toBeInTheDocument();
  });

  it('checks the ISNI with its check character before asking the server', async () => {
    const api = stubApi({ [`GET /staff/members/${member.id}`]: ok(member) });
    const { user } = renderMember();
    const isni = await screen.findByRole('textbox', { name: /^ISNI/ });
    await user.type(isni, '0000 0001 2281 9551');
    await user.click(screen.getByRole('button', { name: 'Save identifiers' }));
    expect(await screen.findByText('ISNI must be 16 characters with a valid check character')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^IPI name number/ }), '12345678901');
    await user.click(screen.getByRole('button', { name: 'Save identifiers' }));
    expect(await screen.findByText('IPI name number must be up to 11 digits with valid check digits')).toBeInTheDocument();
    expect(api.callsTo('PUT', `/staff/members/${member.id}/isni`)).toHaveLength(0);
  });

  it('shows an operator’s reset of the member’s lost second factor, and when it happened', async () => {
    const reset = {
      ...member,
      identifier_changes: [
        {
          id: '55555555-5555-4555-8555-555555555555',
          at: '2024-06-02T10:30:00.000Z',
          actor_name: 'Operator ops (second-factor:reset)',
          changes: [{ field: 'second_factor', old: 'On', new: 'Off' }],
        },
      ],
    };
    stubApi({ [`GET /staff/members/${member.id}`]: ok(reset) });
    renderMember();
    const identifiers = await screen.findByRole('region', { name: 'Identifiers' });
    expect(await within(identifiers).findByText('Two-step sign-in reset')).toBeInTheDocument();
    expect(within(identifiers).getByText(/by Operator ops \(second-factor:reset\)/)).toBeInTheDocument();
    expect(within(identifiers).getByText('Two-step sign-in:')).toBeInTheDocument();
  });

  it('saves the ISNI and IPI, sends them compact, shows them and says the member has been told', async () => {
    const saved = {
      ...member,
      isni: '000000012281955X',
      profile: { ...member.profile, ipi_name_number: '00052210040' },
      identifier_changes: [
        {
          id: '44444444-4444-4444-8444-444444444444',
          at: '2024-06-01T09:00:00.000Z',
          actor_name: 'Sam Reviewer',
          changes: [
            { field: 'isni', old: null, new: '0000 0001 2281 955X' },
            { field: 'ipi_name_number', old: null, new: '00052210040' },
          ],
        },
      ],
    };
    const api = stubApi({ [`GET /staff/members/${member.id}`]: ok(member), [`PUT /staff/members/${member.id}/isni`]: ok(saved) });
    const { user } = renderMember();
    await user.type(await screen.findByRole('textbox', { name: /^ISNI/ }), 'isni 0000-0001-2281-955x');
    await user.type(screen.getByRole('textbox', { name: /^IPI name number/ }), '522 100 40');
    await user.click(screen.getByRole('button', { name: 'Save identifiers' }));
    expect(await screen.findByText("Amara Nwosu's identifiers are saved: the member has been told")).toBeInTheDocument();
    expect(api.callsTo('PUT', `/staff/members/${member.id}/isni`)[0]?.body).toEqual({ isni: '000000012281955X', ipi: '00052210040' });
    const identifiers = screen.getByRole('region', { name: 'Identifiers' });
    // The page draws the saved member as a transition (QueryState), a moment after the toast.
    expect((await within(identifiers).findAllByText('0000 0001 2281 955X')).length).toBeGreaterThan(0);
    expect(within(identifiers).getByText(/by Sam Reviewer/)).toBeInTheDocument();
    expect(within(identifiers).getByRole('textbox', { name: /^ISNI/ })).toHaveValue('0000 0001 2281 955X');
  });

  it('shows on the ISNI field that another member holds it', async () => {
    const message = 'ISNI 0000 0001 2281 955X already belongs to another member, Ines Holder';
    stubApi({ [`GET /staff/members/${member.id}`]: ok(member), [`PUT /staff/members/${member.id}/isni`]: fail(409, message, [{ path: 'isni', message }]) });
    const { user } = renderMember();
    await user.type(await screen.findByRole('textbox', { name: /^ISNI/ }), '000000012281955X');
    await user.click(screen.getByRole('button', { name: 'Save identifiers' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^ISNI/ })).toHaveAttribute('aria-invalid', 'true');
  });

  describe('bank details', () => {
    const bankDetailsPath = `GET /staff/members/${member.id}/bank-details`;

    it('shows them masked as the API sends them, with when and by whom they last changed', async () => {
      const details = createGermanBankDetails({
        updated_at: '2026-03-04T09:00:00.000Z',
        changes: [{ at: '2026-03-04T09:00:00.000Z', by: 'Amara Nwosu', fields: ['iban', 'bic'] }],
      });
      stubApi({ [`GET /staff/members/${member.id}`]: ok(member), [bankDetailsPath]: ok(details) });
      renderMember();
      const card = await screen.findByRole('region', { name: 'Bank details' });
      expect(await within(card).findByText('DE89 3704 0044 0532 0*** **')).toBeInTheDocument();
      expect(within(card).getByText('COBADEFFXXX')).toBeInTheDocument();
      expect(within(card).getByText('Commerzbank')).toBeInTheDocument();
      expect(within(card).getByText('EUR — Euro')).toBeInTheDocument();
      expect(await within(card).findByText('Germany')).toBeInTheDocument();
      // A German bank uses an IBAN: no sort code or account number row.
      expect(within(card).queryByText('Sort code')).not.toBeInTheDocument();
      expect(within(card).queryByText('Account number')).not.toBeInTheDocument();
      expect(card).toHaveTextContent('Last changed 04/03/2026, by Amara Nwosu');
      // Nothing but the masked value reaches the page.
      expect(card).not.toHaveTextContent('0532013000');
    });

    it('says so when the member has not given any', async () => {
      stubApi({ [`GET /staff/members/${member.id}`]: ok(member), [bankDetailsPath]: ok(null) });
      renderMember();
      const card = await screen.findByRole('region', { name: 'Bank details' });
      expect(await within(card).findByText('No bank details yet.')).toBeInTheDocument();
    });

    it('shows an error with Retry in the card when they cannot be loaded, and the rest of the page', async () => {
      const api = stubApi({ [`GET /staff/members/${member.id}`]: ok(member), [bankDetailsPath]: fail(503, 'The database is not answering, try again in a minute') });
      const { user } = renderMember();
      const card = await screen.findByRole('region', { name: 'Bank details' });
      expect(await within(card).findByText('The database is not answering, try again in a minute')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('+2348031234567');
      await user.click(within(card).getByRole('button', { name: 'Retry' }));
      await vi.waitFor(() => expect(api.callsTo('GET', `/staff/members/${member.id}/bank-details`)).toHaveLength(2));
    });
  });

  it('names the member’s nationality and country rather than giving their codes', async () => {
    const british = createStaffMemberDetails({ profile: { ...member.profile, nationality: 'GB', country: 'NG' } });
    stubApi({ [`GET /staff/members/${british.id}`]: ok(british) });
    renderWithProviders(<MemberScreen />, { url: `/staff/members/${british.id}`, path: '/staff/members/:id' });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(await within(profile).findByText('United Kingdom')).toBeInTheDocument();
    expect(within(profile).getByText('Nigeria')).toBeInTheDocument();
    expect(within(profile).queryByText('GB')).not.toBeInTheDocument();
  });

  it('shows the not-found page, with its tab title, for an unknown member', async () => {
    stubApi({ [`GET /staff/members/${member.id}`]: fail(404, 'Member not found') });
    renderMember();
    expect(await screen.findByRole('heading', { name: 'Member not found' })).toBeInTheDocument();
    expect(document.title).toBe('Member not found · Repertoire');
    expect(screen.getByRole('link', { name: 'Back to the members' })).toHaveAttribute('href', '/staff/members');
  });
});
