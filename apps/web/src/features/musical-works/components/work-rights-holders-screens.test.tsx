import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { createMusicalWork, createRightsHolder, createWorkShare, listMeta } from '../../../testing/catalogue-factories';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { AddWorkRightsHolderScreen } from './add-work-rights-holder-screen';
import { NewWorkRightsHolderScreen } from './new-work-rights-holder-screen';
import { WorkRightsHoldersScreen } from './work-rights-holders-screen';

const amara = createRightsHolder({ name: 'Amara Nwosu', is_self: true });
const tunde = createRightsHolder({ name: 'Tunde Bello', roles: ['composer'] });
const amaraShare = createWorkShare({
  rights_holder: { id: amara.id, name: amara.name, kind: amara.kind, isni: null, ipi_name_number: amara.ipi_name_number, is_member: true, is_self: true },
  role: 'composer_author',
  performance_share: 60,
  mechanical_share: 60,
});
const work = createMusicalWork({ title: 'Harbour Lights', shares: [amaraShare] });

const screens: RouteObject[] = [
  { path: '/musical-work/rightsholder/search/:musicalworkId', element: <WorkRightsHoldersScreen /> },
  { path: '/musical-work/rightsholder/add/search/:musicalworkId', element: <AddWorkRightsHolderScreen /> },
  { path: '/musical-work/new-rightsholder/:musicalworkId', element: <NewWorkRightsHolderScreen /> },
];

function renderAt(url: string) {
  return renderWithProviders(<p>unused</p>, { url, path: '/unused', routes: screens });
}

describe('a work’s rights holders', () => {
  it('lists them with their shares and links to adding one', async () => {
    stubApi({ [`GET /musical-works/${work.id}`]: ok(work) });
    renderAt(`/musical-work/rightsholder/search/${work.id}`);
    const table = await screen.findByRole('table', { name: 'Rights holders and shares' });
    expect(table).toHaveTextContent('Amara Nwosu');
    expect(table).toHaveTextContent('60.00%');
    expect(screen.getByLabelText('Performance total 60.00%, 40.00% unclaimed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add rights holder' })).toHaveAttribute('href', `/musical-work/rightsholder/add/search/${work.id}`);
    expect(screen.getByRole('link', { name: 'Create a new rights holder' })).toHaveAttribute('href', `/musical-work/new-rightsholder/${work.id}`);
  });

  it('adds one from the directory, refusing shares that take a right above 100%', async () => {
    const { callsTo } = stubApi({
      [`GET /musical-works/${work.id}`]: ok(work),
      'GET /rights-holders/search': ok([tunde], listMeta(1)),
      [`POST /musical-works/${work.id}/rights-holders`]: { status: 201, body: { message: 'Added', data: { data: createWorkShare() } } },
    });
    const { user, router } = renderAt(`/musical-work/rightsholder/add/search/${work.id}`);

    await user.type(await screen.findByLabelText(/Search rights holders/), 'Tunde');
    await user.click(await screen.findByRole('button', { name: 'Choose Tunde Bello' }));

    // What is left of each right is offered.
    expect(await screen.findByLabelText('Performance %')).toHaveValue('40');
    expect(screen.getByLabelText('Role')).toHaveValue('composer');
    await user.clear(screen.getByLabelText('Performance %'));
    await user.type(screen.getByLabelText('Performance %'), '45.5');
    expect(screen.getByLabelText('Performance total 105.50%')).toHaveAttribute('data-over', 'true');
    expect(screen.getByText('Performance shares add up to 105.50%: they cannot be more than 100%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to work' })).toBeDisabled();

    await user.clear(screen.getByLabelText('Performance %'));
    await user.type(screen.getByLabelText('Performance %'), '40');
    await user.click(screen.getByRole('button', { name: 'Add to work' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/musical-work/rightsholder/search/${work.id}`));
    expect(callsTo('POST', `/musical-works/${work.id}/rights-holders`)[0]?.body).toEqual({
      rights_holder_id: tunde.id,
      role: 'composer',
      performance_share: 40,
      mechanical_share: 40,
      controlled: true,
    });
  });

  it('refuses the same rights holder twice in the same role with the contract’s message', async () => {
    stubApi({ [`GET /musical-works/${work.id}`]: ok(work), 'GET /rights-holders/search': ok([amara], listMeta(1)) });
    const { user } = renderAt(`/musical-work/rightsholder/add/search/${work.id}`);
    await user.type(await screen.findByLabelText(/Search rights holders/), 'Amara');
    const result = await screen.findByRole('button', { name: 'Choose Amara Nwosu' });
    expect(within(result.closest('li') as HTMLElement).getByText('Already on this work')).toBeInTheDocument();
    await user.click(result);
    expect(await screen.findByText('This rights holder already has this role on the work')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to work' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Role'), 'arranger');
    expect(screen.getByRole('button', { name: 'Add to work' })).toBeEnabled();
  });

  it('creates a new rights holder, then adds it with its role and shares', async () => {
    const created = createRightsHolder({ name: 'Siobhan Kelly', roles: [] });
    const { callsTo } = stubApi({
      [`GET /musical-works/${work.id}`]: ok(work),
      'POST /rights-holders': { status: 201, body: { message: 'Created', data: { data: created } } },
      [`POST /musical-works/${work.id}/rights-holders`]: fail(409, 'This rights holder already has this role on the work'),
    });
    const { user, router } = renderAt(`/musical-work/new-rightsholder/${work.id}?name=Siobhan%20Kelly`);

    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Siobhan Kelly');
    await user.type(screen.getByLabelText(/^ISNI/), '0000 0001 2281 955X');
    await user.click(screen.getByRole('button', { name: 'Create rights holder' }));

    expect(await screen.findByRole('button', { name: 'Add to work' })).toBeInTheDocument();
    expect(callsTo('POST', '/rights-holders')[0]?.body).toMatchObject({ name: 'Siobhan Kelly', kind: 'person', isni: '000000012281955X' });
    await user.click(screen.getByRole('button', { name: 'Add to work' }));
    // The server's refusal is shown and the member stays on the form.
    expect(await screen.findByText('The rights holder could not be added')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/musical-work/new-rightsholder/${work.id}`);
  });

  it('offers the namesake already in the directory before creating a second one, and creates it on purpose', async () => {
    const existing = createRightsHolder({ name: 'Siobhan Kelly', roles: ['composer'], ipi_name_number: null, isni: null });
    const near = createRightsHolder({ name: 'Siobhan Kelley' });
    const created = createRightsHolder({ name: 'Siobhan Kelly', roles: [] });
    const refusal = 'Siobhan Kelly is already in the directory: add them instead, or create a new one on purpose';
    const { callsTo } = stubApi({
      [`GET /musical-works/${work.id}`]: ok(work),
      'GET /rights-holders/search': ok([near, existing], listMeta(2)),
      'POST /rights-holders': ({ body }) =>
        (body as { allow_same_name?: boolean }).allow_same_name
          ? { status: 201, body: { message: 'Created', data: { data: created } } }
          : fail(409, refusal, [{ path: 'name', message: refusal }]),
    });
    const { user } = renderAt(`/musical-work/new-rightsholder/${work.id}?name=Siobhan%20Kelly`);
    await user.click(await screen.findByRole('button', { name: 'Create rights holder' }));

    const offer = await screen.findByRole('alert');
    expect(offer).toHaveTextContent('Siobhan Kelly is already in the directory');
    // Its name starts with the words it shows (WCAG 2.5.3 Label in Name), then says which namesake it is.
    const useExisting = within(offer).getByRole('button', { name: 'Use this one: Siobhan Kelly' });
    expect(useExisting).toHaveTextContent(/^Use this one$/);
    expect(within(offer).queryByText('Siobhan Kelley')).not.toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Create a new one anyway' }));
    expect(await screen.findByRole('button', { name: 'Add to work' })).toBeInTheDocument();
    expect(callsTo('POST', '/rights-holders').map((call) => call.body)).toEqual([
      expect.not.objectContaining({ allow_same_name: true }),
      expect.objectContaining({ name: 'Siobhan Kelly', allow_same_name: true }),
    ]);
  });

  it('uses the namesake already in the directory when the member says it is them', async () => {
    const existing = createRightsHolder({ name: 'Siobhan Kelly', roles: ['composer'] });
    const refusal = 'Siobhan Kelly is already in the directory: add them instead, or create a new one on purpose';
    const { callsTo } = stubApi({
      [`GET /musical-works/${work.id}`]: ok(work),
      'GET /rights-holders/search': ok([existing], listMeta(1)),
      'POST /rights-holders': fail(409, refusal, [{ path: 'name', message: refusal }]),
    });
    const { user } = renderAt(`/musical-work/new-rightsholder/${work.id}?name=Siobhan%20Kelly`);
    await user.click(await screen.findByRole('button', { name: 'Create rights holder' }));
    await user.click(await screen.findByRole('button', { name: 'Use this one: Siobhan Kelly' }));
    expect(await screen.findByRole('button', { name: 'Add to work' })).toBeInTheDocument();
    expect(callsTo('POST', '/rights-holders')).toHaveLength(1);
  });

  it('shows that a work in review cannot change', async () => {
    const inReview = { ...work, status: 'submitted' as const };
    stubApi({ [`GET /musical-works/${work.id}`]: ok(inReview) });
    renderAt(`/musical-work/rightsholder/add/search/${work.id}`);
    expect(await screen.findByText('This work is in review')).toBeInTheDocument();
    expect(screen.getByText('Its rights holders cannot change until the society decides')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the work' })).toHaveAttribute('href', `/music-composition/details/${work.id}`);
    expect(screen.queryByLabelText(/Search rights holders/)).not.toBeInTheDocument();
  });
});
