import { screen, within } from '@testing-library/react';
import type { MusicalWorkDetails } from '@repertoire/contract';
import { createHistoryEntry, createMusicalWork, createRightsHolder, createWorkShare, listMeta } from '../../../testing/catalogue-factories';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { MusicalWorkDetailsScreen } from './musical-work-details-screen';

const amara = createRightsHolder({ name: 'Amara Nwosu', is_self: true });
const tunde = createRightsHolder({ name: 'Tunde Bello' });
const harbour = createRightsHolder({ name: 'Harbour Lights Music Ltd', kind: 'organisation', roles: ['publisher'] });

const summary = (holder: typeof amara) => ({
  id: holder.id,
  name: holder.name,
  kind: holder.kind,
  isni: holder.isni,
  ipi_name_number: holder.ipi_name_number,
  is_member: holder.is_member,
  is_self: holder.is_self,
});

const completeWork = (overrides: Partial<MusicalWorkDetails> = {}) =>
  createMusicalWork({
    title: 'Harbour Lights',
    alternative_titles: [
      { title: 'Lights of the Harbour', type: 'alternative' },
      { title: 'Luces del Puerto', type: 'translated' },
    ],
    shares: [
      createWorkShare({ rights_holder: summary(amara), role: 'composer_author', performance_share: 33.33, mechanical_share: 25 }),
      createWorkShare({ rights_holder: summary(tunde), role: 'composer', performance_share: 33.33, mechanical_share: 25 }),
      createWorkShare({ rights_holder: summary(harbour), role: 'original_publisher', performance_share: 33.34, mechanical_share: 50 }),
    ],
    ...overrides,
  });

function renderDetails(work: MusicalWorkDetails, extra: Parameters<typeof stubApi>[0] = {}, query = '') {
  const api = stubApi({
    [`GET /musical-works/${work.id}`]: ok(work),
    [`GET /musical-works/${work.id}/history`]: ok([], listMeta(0, 1, 10)),
    ...extra,
  });
  const view = renderWithProviders(<MusicalWorkDetailsScreen />, {
    url: `/music-composition/details/${work.id}${query}`,
    path: '/music-composition/details/:compositionId',
    routes: [landmark('/music-composition'), landmark('/musical-work/rightsholder/search/:musicalworkId')],
  });
  return { ...api, ...view };
}

describe('musical work details', () => {
  it('shows every field, the shares with their totals per right, and recordings when there are none', async () => {
    const work = completeWork();
    renderDetails(work);

    expect(await screen.findByRole('heading', { name: 'Harbour Lights' })).toBeInTheDocument();
    const fields = screen.getByRole('region', { name: 'The work' });
    // Each alternative title with its type beside it.
    expect(within(fields).getByText('Lights of the Harbour — Alternative title')).toBeInTheDocument();
    expect(within(fields).getByText('Luces del Puerto — Translated title')).toBeInTheDocument();
    expect(fields).toHaveTextContent('T-034.524.680-1');
    expect(fields).toHaveTextContent('English');
    expect(fields).toHaveTextContent('03:45');
    expect(fields).toHaveTextContent('2021');
    expect(fields).toHaveTextContent('Original work');

    const shares = screen.getByRole('table', { name: 'Rights holders and shares' });
    const rows = within(shares).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Amara Nwosu.*Composer\/Author33\.33%25\.00%/),
      expect.stringMatching(/Tunde Bello.*Composer33\.33%25\.00%/),
      expect.stringMatching(/Harbour Lights Music Ltd.*Original publisher33\.34%50\.00%/),
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', `/rightsholder/details?id=${amara.id}`);
    expect(screen.getByLabelText('Performance total 100.00%')).toBeInTheDocument();
    expect(screen.getByLabelText('Mechanical total 100.00%')).toBeInTheDocument();
    expect(screen.getByText('No sound recording uses this work yet.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add rights holder' })).toHaveAttribute('href', `/musical-work/rightsholder/search/${work.id}`);
  });

  it('lists the warnings and keeps a draft with warnings from being submitted', async () => {
    const work = completeWork({
      warnings: ['Mechanical shares add up to 75.00%: they must add up to exactly 100%'],
    });
    renderDetails(work);
    expect(await screen.findByText('Mechanical shares add up to 75.00%: they must add up to exactly 100%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for registration' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete draft' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/music-composition/details/${work.id}?edit=1`);
  });

  it('submits after confirmation and shows the new status', async () => {
    const work = completeWork();
    let submitted = false;
    const { callsTo, user } = renderDetails(work, {
      [`GET /musical-works/${work.id}`]: () => ok(submitted ? { ...work, status: 'submitted' } : work),
      [`POST /musical-works/${work.id}/submit`]: () => {
        submitted = true;
        return ok({ ...work, status: 'submitted' });
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Submit for registration' }));
    expect(await screen.findByText('Submit for registration?')).toBeInTheDocument();
    expect(callsTo('POST', `/musical-works/${work.id}/submit`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, submit' }));

    expect(await screen.findByText('“Harbour Lights” was submitted for registration')).toBeInTheDocument();
    expect(await screen.findByText('In review', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for registration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(callsTo('POST', `/musical-works/${work.id}/submit`)).toHaveLength(1);
  });

  it('shows the server’s reasons when a submission is refused', async () => {
    const work = completeWork();
    const { user } = renderDetails(work, {
      [`POST /musical-works/${work.id}/submit`]: fail(422, 'This musical work cannot be submitted yet: Add at least one composer, author or composer/author', [
        { path: '', message: 'Add at least one composer, author or composer/author' },
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit for registration' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, submit' }));
    const alert = await screen.findByText('The work could not be submitted');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('This musical work cannot be submitted yet: Add at least one composer, author or composer/author');
  });

  it('deletes a draft after confirmation and goes back to the list', async () => {
    const work = completeWork();
    const { callsTo, user, router } = renderDetails(work, { [`DELETE /musical-works/${work.id}`]: ok(null) });
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/music-composition'));
    expect(callsTo('DELETE', `/musical-works/${work.id}`)).toHaveLength(1);
  });

  it('shows a registered work’s change in review, field by field, and that the registry keeps the registered version', async () => {
    const work = completeWork({
      title: 'Harbour Lights (Live)',
      status: 'submitted',
      registered_at: '2024-06-01T10:00:00.000Z',
      change: {
        status: 'submitted',
        reason: null,
        submitted_at: '2024-07-01T10:00:00.000Z',
        decided_at: null,
        changes: [{ field: 'title', old: 'Harbour Lights', new: 'Harbour Lights (Live)' }],
      },
    });
    renderDetails(work);
    const alert = (await screen.findByText('Your change is in review')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('The registry shows the registered version of this work until the society decides');
    expect(within(alert).getByRole('list', { name: 'What the change changes' })).toHaveTextContent('Title: Harbour Lights → Harbour Lights (Live)');
    expect(screen.queryByText(/it cannot be changed until they decide/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows a rejected change with its reason beside the registered version, which can be edited again', async () => {
    const work = completeWork({
      status: 'registered',
      registered_at: '2024-06-01T10:00:00.000Z',
      change: {
        status: 'rejected',
        reason: 'The ISWC belongs to another work',
        submitted_at: '2024-07-01T10:00:00.000Z',
        decided_at: '2024-07-02T10:00:00.000Z',
        changes: [{ field: 'iswc', old: null, new: 'T0345246801' }],
      },
    });
    renderDetails(work);
    const alert = (await screen.findByText('The society rejected your change')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('The ISWC belongs to another work');
    expect(within(alert).getByRole('list', { name: 'What the change changes' })).toHaveTextContent('ISWC: — → T0345246801');
    expect(screen.getByRole('heading', { name: 'Harbour Lights' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });

  it('offers a dispute, not deletion, on a registered work', async () => {
    const work = completeWork({ status: 'registered', registered_at: '2024-06-01T10:00:00.000Z' });
    renderDetails(work);
    expect(await screen.findByRole('link', { name: 'Raise a dispute' })).toHaveAttribute('href', `/musical-work/dispute/${work.id}`);
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for registration' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The work' })).toHaveTextContent('01/06/2024');
  });

  it('lists what other societies answered on the work, in words', async () => {
    const work = completeWork({
      status: 'registered',
      registered_at: '2024-06-01T10:00:00.000Z',
      society_acknowledgements: [
        { society_code: '052', status: 'AS', society_work_id: 'PRS-77812', date: '2026-11-28' },
        { society_code: '021', status: 'CO', society_work_id: null, date: '2026-11-29' },
        { society_code: '999', status: 'ZZ', society_work_id: null, date: null },
      ],
    });
    renderDetails(work);

    const answers = await screen.findByRole('table', { name: 'Other societies' });
    expect(within(answers).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'PRS (052)Accepted (AS)PRS-7781228/11/2026',
      'BMI (021)In conflict (CO)—29/11/2026',
      'Society 999Other answer (ZZ)——',
    ]);
  });

  it('shows no other societies’ section while none has answered', async () => {
    renderDetails(completeWork({ society_acknowledgements: [] }));
    expect(await screen.findByRole('region', { name: 'The work' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Other societies' })).not.toBeInTheDocument();
  });

  it('shows the change history in words, a page at a time', async () => {
    const work = completeWork();
    const { user, callsTo } = renderDetails(work, {
      [`GET /musical-works/${work.id}/history`]: ({ url }) => {
        const page = new URL(url, 'http://localhost').searchParams.get('page');
        return page === '2'
          ? ok([createHistoryEntry({ event: 'created', changes: [], actor_name: 'Amara Nwosu' })], listMeta(11, 2, 10))
          : ok(
              [
                createHistoryEntry({ event: 'share_updated', actor_name: 'Amara Nwosu', changes: [{ field: 'performance_share', old: 50, new: 33.33 }] }),
                createHistoryEntry({ event: 'updated', changes: [{ field: 'iswc', old: null, new: 'T0345246801' }] }),
              ],
              listMeta(11, 1, 10),
            );
      },
    });
    const history = await screen.findByRole('region', { name: 'Change history' });
    expect(await within(history).findByText('Share changed')).toBeInTheDocument();
    expect(history).toHaveTextContent('Performance share: 50.00% → 33.33%');
    expect(history).toHaveTextContent('ISWC: — → T-034.524.680-1');
    expect(history).toHaveTextContent('an hour ago');

    await user.click(within(history).getByRole('button', { name: 'Page 2' }));
    expect(await within(history).findByText('Created')).toBeInTheDocument();
    expect(callsTo('GET', `/musical-works/${work.id}/history`)).toHaveLength(2);
  });

  it('opens the edit form with ?edit=1 and saves the changes with PATCH', async () => {
    const work = completeWork();
    const { callsTo, user, router } = renderDetails(
      work,
      { [`PATCH /musical-works/${work.id}`]: ok({ ...work, title: 'Harbour Lights (Remastered)' }) },
      '?edit=1',
    );
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue('Harbour Lights');
    expect(screen.getByLabelText('ISWC')).toHaveValue('T-034.524.680-1');
    expect(within(screen.getByRole('group', { name: 'Harbour Lights Music Ltd' })).getByLabelText('Mechanical %')).toHaveValue('50');
    expect(screen.getByLabelText('Alternative title 2')).toHaveValue('Luces del Puerto');
    expect(screen.getByRole('combobox', { name: 'Type of alternative title 2' })).toHaveValue('translated');

    await user.clear(title);
    await user.type(title, 'Harbour Lights (Remastered)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of alternative title 1' }), 'Search title');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await vi.waitFor(() => expect(router.state.location.search).toBe(''));
    expect(callsTo('PATCH', `/musical-works/${work.id}`)[0]?.body).toMatchObject({
      // The version the form was loaded from: a save from another tab meanwhile makes the server refuse it.
      expected_updated_at: work.updated_at,
      title: 'Harbour Lights (Remastered)',
      alternative_titles: [
        { title: 'Lights of the Harbour', type: 'search' },
        { title: 'Luces del Puerto', type: 'translated' },
      ],
      iswc: 'T0345246801',
      language: 'en',
      duration: 225,
      shares: [
        { rights_holder_id: amara.id, role: 'composer_author', performance_share: 33.33, mechanical_share: 25 },
        { rights_holder_id: tunde.id, role: 'composer', performance_share: 33.33, mechanical_share: 25 },
        { rights_holder_id: harbour.id, role: 'original_publisher', performance_share: 33.34, mechanical_share: 50 },
      ],
    });
  });

  it('says so when the work was changed in another tab since the form was loaded, keeping what the member typed', async () => {
    const work = completeWork();
    const stale = 'This work was changed since you opened it: reload it to see the changes, or save yours over them';
    const { user } = renderDetails(work, { [`PATCH /musical-works/${work.id}`]: fail(409, stale, [{ path: 'expected_updated_at', message: stale }]) }, '?edit=1');
    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Harbour Lights (Tab 2)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect((await screen.findAllByText(stale)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Harbour Lights (Tab 2)');
  });

  const stale = 'This work was changed since you opened it: reload it to see the changes, or save yours over them';

  /**
   * Opens the work's edit form, types a new title and saves, while another tab has saved the work
   * with a new title and genre: the first read loads the form, the read after the refusal finds the
   * other tab's save. The save is refused unless made over that version.
   */
  async function saveAfterAnotherTab() {
    const work = completeWork();
    const theirs: MusicalWorkDetails = {
      ...work,
      title: 'Harbour Lights (Live)',
      genre: 'Jazz',
      // Only the type of one title changed: the panel tells it.
      alternative_titles: [
        { title: 'Lights of the Harbour', type: 'alternative' },
        { title: 'Luces del Puerto', type: 'formal' },
      ],
      updated_at: new Date(Date.parse(work.updated_at) + 60_000).toISOString() };
    let reads = 0;
    const view = renderDetails(
      work,
      {
        [`GET /musical-works/${work.id}`]: () => ok(reads++ === 0 ? work : theirs),
        [`PATCH /musical-works/${work.id}`]: ({ body }) =>
          (body as { expected_updated_at?: string }).expected_updated_at === theirs.updated_at ? ok({ ...theirs, title: 'Harbour Lights (Tab 2)' }) : fail(409, stale, [{ path: 'expected_updated_at', message: stale }]),
      },
      '?edit=1',
    );
    const title = await screen.findByLabelText(/^Title/);
    await view.user.clear(title);
    await view.user.type(title, 'Harbour Lights (Tab 2)');
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    const panel = await screen.findByRole('alert', { name: 'Changed since you opened it' });
    return { ...view, work, theirs, panel };
  }

  it('shows what changed in another tab, field by field, and saves the member’s version over it when asked', async () => {
    const { user, callsTo, work, theirs, panel } = await saveAfterAnotherTab();
    expect(panel).toHaveTextContent(stale);
    expect(panel).toHaveTextContent('Title: now “Harbour Lights (Live)” (you loaded “Harbour Lights”)');
    expect(panel).toHaveTextContent('Genre: now “Jazz” (you loaded “Pop”)');
    expect(panel).toHaveTextContent(
      'Alternative titles: now “Lights of the Harbour — Alternative title, Luces del Puerto — Formal title” ' +
        '(you loaded “Lights of the Harbour — Alternative title, Luces del Puerto — Translated title”)',
    );
    expect(panel).not.toHaveTextContent('ISWC');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Harbour Lights (Tab 2)');

    await user.click(within(panel).getByRole('button', { name: 'Save mine over them' }));
    await vi.waitFor(() => expect(callsTo('PATCH', `/musical-works/${work.id}`)).toHaveLength(2));
    expect(callsTo('PATCH', `/musical-works/${work.id}`)[1]?.body).toMatchObject({ expected_updated_at: theirs.updated_at, title: 'Harbour Lights (Tab 2)' });
  });

  it('reloads the form with the other tab’s changes once the member confirms dropping theirs', async () => {
    const { user, panel } = await saveAfterAnotherTab();
    await user.click(within(panel).getByRole('button', { name: 'Reload with their changes' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Harbour Lights (Tab 2)');
    await user.click(within(panel).getByRole('button', { name: 'Drop my changes and reload' }));
    await vi.waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Harbour Lights (Live)'));
    expect(screen.queryByRole('alert', { name: 'Changed since you opened it' })).not.toBeInTheDocument();
  });

  it('says so for a work that is not the member’s or does not exist', async () => {
    const work = completeWork();
    renderDetails(work, { [`GET /musical-works/${work.id}`]: fail(404, 'Musical work not found') });
    expect(await screen.findByText('This musical work does not exist')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Musical work not found' })).toBeInTheDocument();
    expect(screen.getByText('It may have been deleted, or the link is wrong. Only your own works can be opened here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Musical Works' })).toHaveAttribute('href', '/music-composition');
  });
});
