import { screen, within } from '@testing-library/react';
import type { MusicalWorkCreateData } from '@repertoire/contract';
import { createMusicalWork, createRightsHolder, listMeta } from '../../../testing/catalogue-factories';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { AddMusicalWorkScreen } from './add-musical-work-screen';

const own = createRightsHolder({ name: 'Amara Nwosu', is_self: true, roles: ['songwriter'] });
const tunde = createRightsHolder({ name: 'Tunde Bello', roles: ['composer'], is_member: false, ipi_name_number: null });

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

function stubDirectory(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /rights-holders/search': ({ url }) => {
      const query = queryOf(url);
      if (query.get('self') === 'true') return ok([own], listMeta(1));
      return query.get('q')?.toLowerCase().startsWith('tun') ? ok([tunde], listMeta(1)) : ok([], listMeta(0));
    },
    ...extra,
  });
}

function renderAdd() {
  return renderWithProviders(<AddMusicalWorkScreen />, {
    url: '/music-composition/add',
    path: '/music-composition/add',
    routes: [landmark('/music-composition/details/:compositionId'), landmark('/music-composition')],
  });
}

async function addTunde(user: ReturnType<typeof renderAdd>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add rights holder' }));
  await user.type(await screen.findByLabelText(/Search rights holders/), 'Tunde');
  await user.click(await screen.findByRole('button', { name: 'Add Tunde Bello' }));
  return screen.findByRole('group', { name: 'Tunde Bello' });
}

describe('adding a musical work', () => {
  it('prefills the member’s own rights-holder record as the first writer', async () => {
    stubDirectory();
    renderAdd();

    const line = await screen.findByRole('group', { name: 'Amara Nwosu' });
    expect(within(line).getByText('You')).toBeInTheDocument();
    expect(within(line).getByLabelText('Role')).toHaveValue('composer_author');
    expect(within(line).getByLabelText('Performance %')).toHaveValue('100');
    expect(within(line).getByLabelText('Mechanical %')).toHaveValue('100');
    expect(screen.getByLabelText('Performance total 100.00%')).toBeInTheDocument();
  });

  it('lets a rights holder already on the work be added again, for another role, with what is left of each right', async () => {
    stubApi({ 'GET /rights-holders/search': ok([own], listMeta(1)) });
    const { user } = renderAdd();
    await screen.findByRole('group', { name: 'Amara Nwosu' });

    await user.click(screen.getByRole('button', { name: 'Add rights holder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a rights holder' });
    await user.type(within(dialog).getByLabelText(/Search rights holders/), 'Amara');
    const result = await within(dialog).findByRole('button', { name: 'Add Amara Nwosu' });
    expect(within(result.closest('li') as HTMLElement).getByText('Already on this work')).toBeInTheDocument();
    await user.click(result);

    const lines = await screen.findAllByRole('group', { name: 'Amara Nwosu' });
    expect(lines).toHaveLength(2);
    expect(within(lines[1] as HTMLElement).getByLabelText('Performance %')).toHaveValue('0');
    expect(within(lines[1] as HTMLElement).getByLabelText('Mechanical %')).toHaveValue('0');
  });

  it('asks before leaving with unsaved changes, and stays or leaves as the member chooses', async () => {
    const { callsTo } = stubDirectory();
    const { user, router } = renderAdd();
    await screen.findByRole('group', { name: 'Amara Nwosu' });

    await user.type(screen.getByLabelText(/^Title/), 'Half-written');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/music-composition/add');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Half-written');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave without saving' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/music-composition'));
    expect(callsTo('POST', '/musical-works')).toHaveLength(0);
  });

  it('leaves at once when nothing was changed', async () => {
    stubDirectory();
    const { user, router } = renderAdd();
    await screen.findByRole('group', { name: 'Amara Nwosu' });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/music-composition'));
    expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).not.toBeInTheDocument();
  });

  it('requires a title, with the contract’s message', async () => {
    const { callsTo } = stubDirectory();
    const { user } = renderAdd();
    await screen.findByRole('group', { name: 'Amara Nwosu' });

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(callsTo('POST', '/musical-works')).toHaveLength(0);
  });

  it('refuses the same alternative title twice with one type, on the second title, with the contract’s message', async () => {
    const { callsTo } = stubDirectory();
    const { user } = renderAdd();
    await user.type(await screen.findByLabelText(/^Title/), 'Harbour Lights');
    for (const n of [1, 2]) {
      await user.click(screen.getByRole('button', { name: 'Add alternative title' }));
      await user.type(screen.getByLabelText(`Alternative title ${n}`), 'Luces del Puerto');
      await user.selectOptions(screen.getByRole('combobox', { name: `Type of alternative title ${n}` }), 'Translated title');
    }
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(screen.getByLabelText('Alternative title 2')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Alternative title 2')).toHaveAccessibleDescription('Translated title “Luces del Puerto” is already listed');
    expect(callsTo('POST', '/musical-works')).toHaveLength(0);
  });

  it('refuses an ISWC with a wrong check digit with the contract’s message', async () => {
    const { callsTo } = stubDirectory();
    const { user } = renderAdd();
    await user.type(await screen.findByLabelText(/^Title/), 'Harbour Lights');
    await user.type(screen.getByLabelText('ISWC'), 'T-034.524.680-2');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('ISWC must look like T-123.456.789-C with a valid check digit')).toBeInTheDocument();
    expect(callsTo('POST', '/musical-works')).toHaveLength(0);
  });

  it('turns a total above 100% red and blocks the save until it is fixed, then saves the draft', async () => {
    const saved = createMusicalWork({ title: 'Harbour Lights' });
    const { callsTo } = stubDirectory({ 'POST /musical-works': { status: 201, body: { message: 'Saved', data: { data: saved } } } });
    const { user, router } = renderAdd();
    await user.type(await screen.findByLabelText(/^Title/), 'Harbour Lights');
    await user.type(screen.getByLabelText('ISWC'), 't0345246801');
    await user.tab();
    expect(screen.getByLabelText('ISWC')).toHaveValue('T-034.524.680-1');

    const tundeLine = await addTunde(user);
    // Amara holds everything, so Tunde starts with what is left: nothing.
    expect(within(tundeLine).getByLabelText('Role')).toHaveValue('composer');
    expect(within(tundeLine).getByLabelText('Performance %')).toHaveValue('0');

    await user.clear(within(tundeLine).getByLabelText('Performance %'));
    await user.type(within(tundeLine).getByLabelText('Performance %'), '50');
    const total = screen.getByLabelText('Performance total 150.00%');
    expect(total).toHaveAttribute('data-over', 'true');
    // Under the totals, and in what stops the submission.
    expect(screen.getAllByText('Performance shares add up to 150.00%: they cannot be more than 100%')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();

    const amaraLine = screen.getByRole('group', { name: 'Amara Nwosu' });
    await user.clear(within(amaraLine).getByLabelText('Performance %'));
    await user.type(within(amaraLine).getByLabelText('Performance %'), '50');
    expect(screen.getByLabelText('Performance total 100.00%')).not.toHaveAttribute('data-over');
    expect(screen.queryByText(/they cannot be more than 100%/)).not.toBeInTheDocument();
    expect(screen.getByText('Ready to submit')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/music-composition/details/${saved.id}`));
    const body = callsTo('POST', '/musical-works')[0]?.body as MusicalWorkCreateData;
    expect(body).toMatchObject({
      title: 'Harbour Lights',
      iswc: 'T0345246801',
      version_type: 'original',
      original_title: null,
      shares: [
        { rights_holder_id: own.id, role: 'composer_author', performance_share: 50, mechanical_share: 100 },
        { rights_holder_id: tunde.id, role: 'composer', performance_share: 50, mechanical_share: 0 },
      ],
    });
    expect(await screen.findByText('“Harbour Lights” was saved as a draft')).toBeInTheDocument();
  });

  it('warns, without blocking, of the part of a right left unclaimed, and sends a co-writer named as not controlled', async () => {
    const saved = createMusicalWork({ title: 'Half Moon Bay' });
    const { callsTo } = stubDirectory({ 'POST /musical-works': { status: 201, body: { message: 'Saved', data: { data: saved } } } });
    const { user, router } = renderAdd();
    await user.type(await screen.findByLabelText(/^Title/), 'Half Moon Bay');

    const amaraLine = await screen.findByRole('group', { name: 'Amara Nwosu' });
    await user.clear(within(amaraLine).getByLabelText('Performance %'));
    await user.type(within(amaraLine).getByLabelText('Performance %'), '40');
    expect(screen.getByRole('status')).toHaveTextContent('60.00% of the performance share is left unclaimed');

    const tundeLine = await addTunde(user);
    await user.clear(within(tundeLine).getByLabelText('Performance %'));
    await user.type(within(tundeLine).getByLabelText('Performance %'), '20');
    await user.click(within(tundeLine).getByRole('checkbox', { name: 'Not controlled: Tunde Bello' }));
    expect(screen.getByRole('status')).toHaveTextContent('40.00% of the performance share is left unclaimed');
    expect(screen.queryByText(/they cannot be more than 100%/)).not.toBeInTheDocument();
    // Unclaimed is a notice, not a problem: the work can be submitted as it is.
    expect(screen.getByText('Ready to submit')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/music-composition/details/${saved.id}`));
    expect((callsTo('POST', '/musical-works')[0]?.body as MusicalWorkCreateData).shares).toEqual([
      { rights_holder_id: own.id, role: 'composer_author', performance_share: 40, mechanical_share: 100, controlled: true },
      { rights_holder_id: tunde.id, role: 'composer', performance_share: 20, mechanical_share: 0, controlled: false },
    ]);
  });

  it('asks for the original title of a modification and sends duration and year as numbers, and the work code', async () => {
    const saved = createMusicalWork();
    const { callsTo } = stubDirectory({ 'POST /musical-works': { status: 201, body: { message: 'Saved', data: { data: saved } } } });
    const { user, router } = renderAdd();
    await user.type(await screen.findByLabelText(/^Title/), 'Harbour Lights (Acoustic)');
    await user.click(screen.getByLabelText('Modification of another work'));
    await user.type(screen.getByLabelText('Duration'), '3:45');
    await user.type(screen.getByLabelText('Work code'), 'HL-ACOUSTIC');
    await user.type(screen.getByRole('combobox', { name: 'Creation year' }), '2021');
    await user.click(await screen.findByRole('option', { name: '2021' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await vi.waitFor(() => expect(screen.getByLabelText(/^Original title/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Original title/)).toHaveAccessibleDescription(/Give the original title: this work is a modification of another work/);

    await user.type(screen.getByLabelText(/^Original title/), 'Harbour Lights');
    await user.click(screen.getByRole('button', { name: 'Add alternative title' }));
    await user.type(screen.getByLabelText('Alternative title 1'), 'Lights of the Harbour');
    // A new title starts as an alternative title; its type is a native select, easy on a phone.
    expect(screen.getByRole('combobox', { name: 'Type of alternative title 1' })).toHaveValue('alternative');
    await user.click(screen.getByRole('button', { name: 'Add alternative title' }));
    await user.type(screen.getByLabelText('Alternative title 2'), 'Luces del Puerto');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of alternative title 2' }), 'Translated title');
    await user.click(screen.getByLabelText('Instrumental'));
    expect(screen.queryByRole('combobox', { name: /Language/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/music-composition/details/${saved.id}`));
    expect(callsTo('POST', '/musical-works')[0]?.body).toMatchObject({
      original_title: 'Harbour Lights',
      version_type: 'modification',
      alternative_titles: [
        { title: 'Lights of the Harbour', type: 'alternative' },
        { title: 'Luces del Puerto', type: 'translated' },
      ],
      duration: 225,
      work_code: 'HL-ACOUSTIC',
      creation_year: 2021,
      is_instrumental: true,
      language: null,
    });
  });

  it('shows the server’s field errors on the fields', async () => {
    stubDirectory({
      'POST /musical-works': fail(409, 'ISWC T-034.524.680-1 is already registered for “Night Ferry”', [
        { path: 'iswc', message: 'ISWC T-034.524.680-1 is already registered for “Night Ferry”' },
      ]),
    });
    const { user } = renderAdd();
    await user.type(await screen.findByLabelText(/^Title/), 'Harbour Lights');
    await user.type(screen.getByLabelText('ISWC'), 'T-034.524.680-1');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // On the field, which takes the focus, and nowhere else.
    expect(await screen.findAllByText('ISWC T-034.524.680-1 is already registered for “Night Ferry”')).toHaveLength(1);
    expect(screen.getByLabelText('ISWC')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('ISWC')).toHaveFocus();
  });

  it('creates a rights holder missing from the directory and adds it to the shares', async () => {
    const created = createRightsHolder({ name: 'Siobhan Kelly', kind: 'organisation', roles: ['publisher'], is_member: false });
    const { callsTo } = stubDirectory({ 'POST /rights-holders': { status: 201, body: { message: 'Created', data: { data: created } } } });
    const { user } = renderAdd();
    await screen.findByRole('group', { name: 'Amara Nwosu' });

    await user.click(screen.getByRole('button', { name: 'Add rights holder' }));
    await user.type(await screen.findByLabelText(/Search rights holders/), 'Siobhan');
    // Once the directory has answered: a button clicked while the search starts is replaced under the pointer.
    await screen.findByText('No rights holder matches “Siobhan”.');
    await user.click(screen.getByRole('button', { name: 'Create a new rights holder' }));
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Siobhan');
    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Siobhan Kelly');
    await user.selectOptions(screen.getByLabelText(/^Kind/), 'organisation');
    await user.type(screen.getByLabelText(/^IPI name number/), '123');
    await user.click(screen.getByRole('button', { name: 'Create rights holder' }));
    expect(await screen.findByText('IPI name number must be up to 11 digits with valid check digits')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^IPI name number/));
    await user.click(screen.getByLabelText('Publisher'));
    await user.click(screen.getByRole('button', { name: 'Create rights holder' }));

    const line = await screen.findByRole('group', { name: 'Siobhan Kelly' });
    expect(within(line).getByLabelText('Role')).toHaveValue('original_publisher');
    expect(callsTo('POST', '/rights-holders')[0]?.body).toEqual({
      name: 'Siobhan Kelly',
      kind: 'organisation',
      isni: null,
      ipi_name_number: null,
      ipi_base_number: null,
      roles: ['publisher'],
      nationality: null,
    });
    // The outer work form was not submitted along with it.
    expect(callsTo('POST', '/musical-works')).toHaveLength(0);
  });
});
