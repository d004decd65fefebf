import { screen } from '@testing-library/react';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { createSession } from '../../../testing/factories';
import { createErrorReportEntry, createSupportRequestEntry } from '../../../testing/staff-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { InboxEntryScreen } from './inbox-entry-screen';

/** Staff of member services who review registrations too: both links are theirs. */
const staffSession = createSession({ role: 'staff', staff_roles: ['member-services', 'reviewer'] });
const request = createSupportRequestEntry({ message: 'I cannot find the button.\nWhere is it?' });
const report = createErrorReportEntry();

function renderEntry(kind: string, id: string) {
  return renderWithProviders(<InboxEntryScreen />, { url: `/staff/inbox/${kind}/${id}`, path: '/staff/inbox/:kind/:id' });
}

describe('one inbox item', () => {
  it('shows a support request with its sender, linking to the member', async () => {
    stubApi({ [`GET /staff/inbox/support-requests/${request.id}`]: ok(request), 'GET /auth/session': ok(staffSession) });
    renderEntry('support-requests', request.id);
    expect(await screen.findByRole('heading', { name: 'How do I add a co-writer?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Message' })).toHaveTextContent('I cannot find the button. Where is it?');
    expect(await screen.findByRole('link', { name: 'Amara Nwosu' })).toHaveAttribute('href', `/staff/members/${request.member?.id}`);
    expect(screen.getByRole('link', { name: 'amara.nwosu@example.com' })).toHaveAttribute('href', 'mailto:amara.nwosu@example.com');
    expect(screen.getByText('Waiting')).toBeInTheDocument();
  });

  it("shows the request's topic and the member's work it is about, linking to its review page", async () => {
    const about = createSupportRequestEntry({ topic: 'identifiers', item: { kind: 'musical_work', id: '6b0d1d0e-8a43-4c7e-9a57-1f7f5b0d2c11', title: 'Harbour Lights' } });
    stubApi({ [`GET /staff/inbox/support-requests/${about.id}`]: ok(about), 'GET /auth/session': ok(staffSession) });
    renderEntry('support-requests', about.id);
    const message = await screen.findByRole('region', { name: 'Message' });
    expect(message).toHaveTextContent('Identifiers (ISWC, ISRC, ISNI, IPI)');
    expect(await screen.findByRole('link', { name: 'Musical work “Harbour Lights”' })).toHaveAttribute(
      'href',
      '/staff/review/musical-works/6b0d1d0e-8a43-4c7e-9a57-1f7f5b0d2c11',
    );
  });

  it('names the work without a link for staff whose roles do not cover the review queue', async () => {
    const about = createSupportRequestEntry({ topic: 'identifiers', item: { kind: 'musical_work', id: '6b0d1d0e-8a43-4c7e-9a57-1f7f5b0d2c11', title: 'Harbour Lights' } });
    stubApi({ [`GET /staff/inbox/support-requests/${about.id}`]: ok(about), 'GET /auth/session': ok(createSession({ role: 'staff', staff_roles: ['member-services'] })) });
    renderEntry('support-requests', about.id);
    const message = await screen.findByRole('region', { name: 'Message' });
    expect(message).toHaveTextContent('Musical work “Harbour Lights”');
    expect(screen.queryByRole('link', { name: 'Musical work “Harbour Lights”' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Amara Nwosu' })).toBeInTheDocument();
  });

  it('shows an error report: the page, the browser and the whole description', async () => {
    stubApi({ [`GET /staff/inbox/error-reports/${report.id}`]: ok(report) });
    renderEntry('error-reports', report.id);
    expect(await screen.findByLabelText('Error description')).toHaveTextContent('TypeError: x is undefined at Dashboard (dashboard.tsx:12)');
    expect(screen.getByText('http://localhost:3000/dashboard')).toBeInTheDocument();
    expect(screen.getByText('Not logged in')).toBeInTheDocument();
  });

  it('marks it handled, and not handled again, saying so', async () => {
    const handled = { ...request, handled_at: '2024-06-02T10:00:00.000Z', handled_by: 'Sam Reviewer' };
    const api = stubApi({
      [`GET /staff/inbox/support-requests/${request.id}`]: ok(request),
      [`POST /staff/inbox/support-requests/${request.id}/handled`]: ({ body }) => ok((body as { handled: boolean }).handled ? handled : request),
    });
    const { user } = renderEntry('support-requests', request.id);
    await user.click(await screen.findByRole('button', { name: 'Mark as handled' }));
    expect(await screen.findByText('Marked as handled')).toBeInTheDocument();
    // The page draws the item's new state as a transition (QueryState), a moment after the toast.
    expect(await screen.findByText(/Handled by Sam Reviewer/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as not handled' }));
    expect(await screen.findByText('Marked as not handled: it is back among the waiting ones')).toBeInTheDocument();
    expect(api.callsTo('POST', `/staff/inbox/support-requests/${request.id}/handled`).map((call) => call.body)).toEqual([{ handled: true }, { handled: false }]);
  });

  it('shows the not-found page, with its tab title, when the item does not exist', async () => {
    stubApi({ [`GET /staff/inbox/error-reports/${report.id}`]: fail(404, 'No error report with this id') });
    renderEntry('error-reports', report.id);
    expect(await screen.findByRole('heading', { name: 'Error report not found' })).toBeInTheDocument();
    expect(document.title).toBe('Error report not found · Repertoire');
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/staff/inbox');
  });
});
