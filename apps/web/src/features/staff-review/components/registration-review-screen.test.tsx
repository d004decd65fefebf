import { screen, within } from '@testing-library/react';
import type { RegistrationReview } from '@repertoire/contract';
import { createWorkShare } from '../../../testing/catalogue-factories';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { createRecordingReview, createWorkReview } from '../../../testing/staff-review-factories';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { RegistrationReviewScreen } from './registration-review-screen';

function renderReview(review: RegistrationReview, decision: Parameters<typeof stubApi>[0][string] = ok(review)) {
  const base = `/staff/registrations/${review.kind}/${review.item.id}`;
  const api = stubApi({ [`GET ${base}`]: ok(review), [`POST ${base}/decision`]: decision });
  const view = renderWithProviders(<RegistrationReviewScreen />, {
    url: `/staff/review/${review.kind}/${review.item.id}`,
    path: '/staff/review/:kind/:id',
    routes: [landmark('/staff/review')],
  });
  return { ...api, ...view, decisionCalls: () => api.callsTo('POST', `${base}/decision`) };
}

describe('the review page', () => {
  it('shows everything the member entered, who sent it, the ISWC check and the possible duplicates', async () => {
    const review = createWorkReview(
      {
        title: 'Harbour Lights',
        genre: 'Folk',
        alternative_titles: [{ title: 'Luces del Puerto', type: 'translated' }],
        shares: [createWorkShare({ role: 'composer', performance_share: 100, mechanical_share: 100 })],
      },
      {
        identifier_check: { label: 'ISWC', value: 'T0345246801', is_valid: true, registered_elsewhere: 'ISWC T-034.524.680-1 is already registered to the work “Lights”' },
        duplicates: [
          {
            id: '0b6a3f0e-8d8c-4c55-9a3e-6f1d2c3b4a60',
            title: 'Lights',
            identifier: 'T0345246801',
            parties: ['Tunde Bello'],
            registered_at: '2023-01-02T10:00:00.000Z',
            same_identifier: true,
            title_similarity: 0.5,
            shared_parties: ['Tunde Bello'],
          },
        ],
      },
    );
    renderReview(review);
    expect(await screen.findByRole('heading', { name: 'Harbour Lights' })).toBeInTheDocument();
    expect(screen.getByText(/from Amara Nwosu \(amara\.nwosu@example\.com\)/)).toBeInTheDocument();
    const fields = screen.getByRole('region', { name: 'What the member entered' });
    expect(fields).toHaveTextContent('Folk');
    expect(fields).toHaveTextContent('Luces del Puerto — Translated title');
    expect(fields).toHaveTextContent('03:45');
    expect(within(fields).getByRole('table', { name: 'Shares' })).toHaveTextContent('Composer');
    const check = screen.getByRole('region', { name: 'ISWC check' });
    expect(check).toHaveTextContent('T-034.524.680-1 is well formed, with a valid check digit.');
    expect(check).toHaveTextContent('ISWC T-034.524.680-1 is already registered to the work “Lights”');
    const duplicates = screen.getByRole('table', { name: 'Possible duplicates' });
    expect(duplicates).toHaveTextContent('Lights');
    expect(duplicates).toHaveTextContent('Same ISWC');
    expect(duplicates).toHaveTextContent('Title 50% alike');
    expect(duplicates).toHaveTextContent('Shares Tunde Bello');
  });

  it('says which catalogue file an imported item came in with', async () => {
    renderReview(createWorkReview({ title: 'Harbour Lights' }, { imported_from: { file_name: 'north-song-catalogue.xlsx', imported_at: '2024-05-02T08:00:00.000Z' } }));
    expect(await screen.findByText(/imported from north-song-catalogue\.xlsx on/)).toBeInTheDocument();
  });

  it('shows a change old → new', async () => {
    const review = createWorkReview({ title: 'Lantern Street (Live)', registered_at: '2023-01-02T10:00:00.000Z' }, { is_change: true, changes: [{ field: 'title', old: 'Lantern Street', new: 'Lantern Street (Live)' }] });
    renderReview(review);
    const change = await screen.findByRole('region', { name: 'What the change changes' });
    expect(change).toHaveTextContent('Title: Lantern Street → Lantern Street (Live)');
    expect(screen.getByText('Change to a registered item')).toBeInTheDocument();
  });

  it('approves after confirming, with the ISWC the agency allocated to a work without one, and goes back to the queue', async () => {
    const review = createWorkReview({ iswc: null });
    const { user, router, decisionCalls } = renderReview(review);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this work?' });
    await user.type(within(dialog).getByLabelText('ISWC allocated by the agency'), 'T-034.524.680-1');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/staff/review'));
    expect(decisionCalls()[0]?.body).toEqual({ decision: 'approve', iswc: 'T0345246801' });
    expect(await screen.findByText('“Harbour Lights” is approved: the member has been told')).toBeInTheDocument();
  });

  it('offers no ISWC field for a recording', async () => {
    const { user } = renderReview(createRecordingReview());
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this recording?' });
    expect(within(dialog).queryByLabelText('ISWC allocated by the agency')).not.toBeInTheDocument();
  });

  it('needs a reason to reject, sends it, and says so', async () => {
    const review = createRecordingReview({ title: 'Night Ferry' });
    const { user, router, decisionCalls } = renderReview(review);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this recording' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give the reason for the rejection')).toBeInTheDocument();
    expect(decisionCalls()).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'The ISRC belongs to another label');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/staff/review'));
    expect(decisionCalls()[0]?.body).toEqual({ decision: 'reject', reason: 'The ISRC belongs to another label' });
    expect(await screen.findByText('“Night Ferry” is rejected: the member has been told why')).toBeInTheDocument();
  });

  it('shows a taken ISWC on its field and keeps the dialog open', async () => {
    const message = 'ISWC T-034.524.680-1 is already registered to the work “Lights”';
    const { user } = renderReview(createWorkReview({ iswc: null }), fail(409, message, [{ path: 'iswc', message }]));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this work?' });
    await user.type(within(dialog).getByLabelText('ISWC allocated by the agency'), 'T-034.524.680-1');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('tells staff when someone else decided first, and goes back to the queue', async () => {
    const message = 'This work is not in review: it may have been decided already, so reload it to see where it stands';
    const { user, router } = renderReview(createWorkReview(), fail(409, message));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Approve this work?' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/staff/review'));
  });

  it('links each possible duplicate to its own review page', async () => {
    const duplicate = {
      id: '0b6a3f0e-8d8c-4c55-9a3e-6f1d2c3b4a60',
      title: 'Lights',
      identifier: null,
      parties: ['Tunde Bello'],
      registered_at: '2023-01-02T10:00:00.000Z',
      same_identifier: false,
      title_similarity: 0.5,
      shared_parties: [],
    };
    for (const review of [createWorkReview({}, { duplicates: [duplicate] }), createRecordingReview({}, { duplicates: [duplicate] })]) {
      const { unmount } = renderReview(review);
      const duplicates = await screen.findByRole('table', { name: 'Possible duplicates' });
      expect(within(duplicates).getByRole('link', { name: 'Lights' })).toHaveAttribute('href', `/staff/review/${review.kind}/${duplicate.id}`);
      unmount();
    }
  });

  it('shows the not-found page, with its tab title, for an id that is unknown or not an id', async () => {
    for (const [id, status] of [
      ['5b0c6f0e-8a43-4c4e-9d1a-7f3e2b1c0d9e', 404],
      ['not-an-id', 400],
    ] as const) {
      stubApi({ [`GET /staff/registrations/musical-works/${id}`]: fail(status, status === 404 ? 'Musical work not found' : 'Not a valid id') });
      const { unmount } = renderWithProviders(<RegistrationReviewScreen />, { url: `/staff/review/musical-works/${id}`, path: '/staff/review/:kind/:id' });
      expect(await screen.findByRole('heading', { name: 'Musical work not found' })).toBeInTheDocument();
      expect(document.title).toBe('Musical work not found · Repertoire');
      expect(screen.getByRole('link', { name: 'Back to the review queue' })).toHaveAttribute('href', '/staff/review');
      unmount();
    }
  });
});
