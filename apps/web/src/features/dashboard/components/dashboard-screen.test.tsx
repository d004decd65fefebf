import { screen, within } from '@testing-library/react';
import { ok, stubApi } from '../../../testing/api-stub';
import { createDashboardSummary as summary, months, none } from '../../../testing/dashboard-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { DashboardScreen } from './dashboard-screen';

const WORK_ID = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const RECORDING_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
describe('dashboard', () => {
  it('links the count of open disputes to the musical works in dispute', async () => {
    stubApi({ 'GET /dashboard/summary': ok(summary({ open_disputes: 2 })) });
    renderWithProviders(<DashboardScreen />, { url: '/dashboard' });
    expect(await screen.findByRole('link', { name: '2 open disputes' })).toHaveAttribute('href', '/musicalworks-indispute');
  });

  it('links every count to its list, already filtered by that status', async () => {
    stubApi({
      'GET /dashboard/summary': ok(
        summary({
          counts: { musical_works: { draft: 2, submitted: 1, registered: 4, rejected: 0 }, sound_recordings: { ...none, registered: 3 } },
          drafts: [{ kind: 'musical_work', id: WORK_ID, title: 'Paper Lanterns', status: 'draft', change_in_review: false, updated_at: '2026-11-20T10:00:00.000Z' }],
          in_review: [{ kind: 'sound_recording', id: RECORDING_ID, title: 'Tidewater', status: 'registered', change_in_review: true, updated_at: '2026-11-21T10:00:00.000Z' }],
        }),
      ),
    });
    renderWithProviders(<DashboardScreen />, { url: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'Musical works: 2 Draft' })).toHaveAttribute('href', '/music-composition?status=draft');
    expect(screen.getByRole('link', { name: 'Musical works: 1 In review' })).toHaveAttribute('href', '/music-composition?status=submitted');
    expect(screen.getByRole('link', { name: 'Sound recordings: 3 Registered' })).toHaveAttribute('href', '/sound-recordings?status=registered');
    const drafts = screen.getByRole('region', { name: 'Drafts to finish' });
    expect(within(drafts).getByRole('link', { name: 'Paper Lanterns' })).toHaveAttribute('href', `/music-composition/details/${WORK_ID}`);
    // A registered recording whose change waits for staff is listed with what waits, still registered.
    const inReview = screen.getByRole('region', { name: 'In review' });
    expect(within(inReview).getByRole('link', { name: 'Tidewater' })).toHaveAttribute('href', `/sound-recording/details/${RECORDING_ID}`);
    expect(inReview).toHaveTextContent('RegisteredChange in review');
  });

  it('shows the decisions since the last visit, the activity, what is missing and the registrations per month', async () => {
    stubApi({
      'GET /dashboard/summary': ok(
        summary({
          counts: { musical_works: none, sound_recordings: { ...none, rejected: 1 } },
          last_visit_at: '2026-11-18T09:00:00.000Z',
          decisions: [
            {
              id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
              kind: 'sound_recording',
              event: 'rejected',
              at: '2026-11-19T12:00:00.000Z',
              actor_name: 'Sam Reviewer',
              item_id: RECORDING_ID,
              item_title: 'Harbour Nights',
              item_deleted: false,
              reason: 'The ISRC belongs to another recording',
            },
          ],
          completeness: { register_as: 'individual', missing_profile_fields: ['address', 'phone'], has_bank_details: false },
          registrations_per_month: months({ musical_works: 2, sound_recordings: 1 }),
        }),
      ),
    });
    renderWithProviders(<DashboardScreen />, { url: '/dashboard' });
    const decisions = await screen.findByRole('region', { name: 'New decisions' });
    expect(within(decisions).getByRole('link', { name: 'Harbour Nights' })).toHaveAttribute('href', `/sound-recording/details/${RECORDING_ID}`);
    expect(within(decisions).getByText(/The ISRC belongs to another recording/)).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Your account' });
    expect(within(account).getByText('Missing: Address, Phone')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/profile');
    expect(within(account).getByRole('link', { name: 'Add your bank details' })).toHaveAttribute('href', '/bank-details');
    expect(screen.getByRole('listitem', { name: 'Dec 2026: 2 works, 1 recording' })).toBeInTheDocument();
  });

  it('welcomes a new member with empty states', async () => {
    stubApi({ 'GET /dashboard/summary': ok(summary()) });
    renderWithProviders(<DashboardScreen />, { url: '/dashboard' });
    expect(await screen.findByText('Welcome to Repertoire')).toBeInTheDocument();
    expect(screen.getByText('No drafts: everything you started has been submitted.')).toBeInTheDocument();
    expect(screen.getByText('No decisions since your last visit.')).toBeInTheDocument();
    expect(screen.getByText('Nothing registered in the last 12 months yet.')).toBeInTheDocument();
    // A shortcut card's link is its visible title alone; the line under it is not part of the name.
    const shortcut = screen.getByRole('link', { name: 'Musical works' });
    expect(shortcut).toHaveAttribute('href', '/music-composition');
    expect(shortcut.closest('h2')).toHaveTextContent(/^Musical works$/);
  });
});
