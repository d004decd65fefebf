import { screen, within } from '@testing-library/react';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import {
  createMusicalWork,
  createMusicalWorkListItem,
  createRegistryItem,
  createRegistryParty,
  createRightsHolder,
  listMeta,
} from '../../../testing/catalogue-factories';
import { createWorkClaim } from '../../../testing/dispute-factories';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { MusicalWorkDetailsScreen } from './musical-work-details-screen';
import { MusicalWorksScreen } from './musical-works-screen';
import { SearchMusicalWorksScreen } from './search-musical-works-screen';

const registered = createRegistryItem({ title: 'Yesterday Once More' });
const disputed = createRegistryItem({ title: 'Night Ferry', in_dispute: true });

const claimAnswer = (claim: ReturnType<typeof createWorkClaim>) => ({ status: 201, body: { message: 'Claim recorded', data: { data: claim } } });

function renderRegistry(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /musical-works/search': ok([registered, disputed], listMeta(2)), ...handlers });
  const view = renderWithProviders(<SearchMusicalWorksScreen />, {
    url: '/music-composition/search?q=night',
    path: '/music-composition/search',
    routes: [landmark('/musicalworks-indispute/details/:musicalworkId'), landmark('/musical-work/dispute/:musicalworkId')],
  });
  return { api, ...view };
}

async function claimShare(user: ReturnType<typeof renderRegistry>['user'], title: string, shares: { performance: string; mechanical: string }) {
  await user.click(await screen.findByRole('button', { name: `Claim a share of ${title}` }));
  const form = await screen.findByRole('form', { name: 'Claim a share' });
  await user.selectOptions(within(form).getByLabelText('Role'), 'author');
  await user.type(within(form).getByLabelText('Performance %'), shares.performance);
  await user.type(within(form).getByLabelText('Mechanical %'), shares.mechanical);
  await user.click(within(form).getByRole('button', { name: 'Claim the share' }));
  return form;
}

describe('claims and disputes from the registry', () => {
  it('marks works in dispute and links each work to the dispute form', async () => {
    renderRegistry();
    const table = await screen.findByRole('table', { name: 'Registered works found' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).not.toHaveTextContent('In dispute');
    expect(second).toHaveTextContent('In dispute');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Raise a dispute on Yesterday Once More' })).toHaveAttribute('href', `/musical-work/dispute/${registered.id}`);
  });

  it('says until when a claim waits for the registrant’s confirmation', async () => {
    const claim = createWorkClaim({ work: { id: registered.id, title: registered.title, iswc: registered.iswc }, status: 'pending', confirm_by: '2024-07-01T10:00:00.000Z' });
    const { api, user } = renderRegistry({ [`POST /musical-works/${registered.id}/claims`]: claimAnswer(claim) });
    await claimShare(user, 'Yesterday Once More', { performance: '0', mechanical: '10' });
    expect(await screen.findByText('Your claim waits for the registrant’s confirmation until 01/07/2024')).toBeInTheDocument();
    expect(api.callsTo('POST', `/musical-works/${registered.id}/claims`)[0]?.body).toEqual({ role: 'author', performance_share: 0, mechanical_share: 10 });
  });

  it('takes the member to the dispute an overclaim opens', async () => {
    const claim = createWorkClaim({ work: { id: registered.id, title: registered.title, iswc: registered.iswc }, status: 'in_dispute', confirm_by: null, dispute_id: '00000000-0000-4000-8000-0000000000d9' });
    const { user, router } = renderRegistry({ [`POST /musical-works/${registered.id}/claims`]: claimAnswer(claim) });
    await claimShare(user, 'Yesterday Once More', { performance: '50', mechanical: '50' });
    expect(await screen.findByText('at /musicalworks-indispute/details/:musicalworkId')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/musicalworks-indispute/details/${registered.id}`);
    expect(router.state.location.search).toBe('?dispute=00000000-0000-4000-8000-0000000000d9');
  });

  it('shows why a claim on the member’s own work is refused', async () => {
    const { user } = renderRegistry({ [`POST /musical-works/${registered.id}/claims`]: fail(409, 'This is your own work: change its shares from its page') });
    const form = await claimShare(user, 'Yesterday Once More', { performance: '10', mechanical: '10' });
    expect(await within(form).findByText('This is your own work: change its shares from its page')).toBeInTheDocument();
  });

  it('asks for a share of at least one right before sending the claim', async () => {
    const { api, user } = renderRegistry();
    const form = await claimShare(user, 'Yesterday Once More', { performance: '0', mechanical: '0' });
    expect(await within(form).findByText('Claim a share of at least one right')).toBeInTheDocument();
    expect(api.callsTo('POST', `/musical-works/${registered.id}/claims`)).toHaveLength(0);
  });
});

describe('the claim dialog', () => {
  const ownRecord = createRightsHolder({ name: 'Kofi Mensah', is_self: true });
  const partial = createRegistryItem({
    title: 'Half Moon Bay',
    parties: [
      createRegistryParty({ name: 'Amara Nwosu', role: 'composer', performance_share: 50, mechanical_share: 50 }),
      createRegistryParty({ rights_holder_id: ownRecord.id, name: 'Kofi Mensah', role: 'author', performance_share: 10, mechanical_share: 10, controlled: false }),
    ],
  });

  async function openDialog(item = partial) {
    stubApi({ 'GET /musical-works/search': ok([item], listMeta(1)), 'GET /rights-holders/search': ok([ownRecord], listMeta(1, 1, 1)) });
    const view = renderWithProviders(<SearchMusicalWorksScreen />, { url: '/music-composition/search?q=half', path: '/music-composition/search' });
    await view.user.click(await screen.findByRole('button', { name: `Claim a share of ${item.title}` }));
    return { ...view, form: await screen.findByRole('form', { name: 'Claim a share' }) };
  }

  it('shows what is left and says live whether the claim waits for the registrant or opens a dispute', async () => {
    const { user, form } = await openDialog();
    await user.selectOptions(within(form).getByLabelText('Role'), 'composer');
    // As a composer, the member's not-controlled author line counts: 40% is left.
    expect(await within(form).findByLabelText('What is left to claim')).toHaveTextContent('Left to claim: performance 40.00%, mechanical 40.00%');
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();

    await user.type(within(form).getByLabelText('Performance %'), '40');
    expect(within(form).getByRole('status')).toHaveTextContent('This claim fits into the 40.00% left: it waits for the registrant’s confirmation');
    await user.type(within(form).getByLabelText('Mechanical %'), '41');
    expect(within(form).getByRole('status')).toHaveTextContent('This claim takes the mechanical share over 100%: it opens a dispute with the other parties');

    // As author, the member's own not-controlled line is replaced by the claim: 50% is left.
    await user.selectOptions(within(form).getByLabelText('Role'), 'author');
    expect(within(form).getByLabelText('What is left to claim')).toHaveTextContent('Left to claim: performance 50.00%, mechanical 50.00%');
    expect(within(form).getByRole('status')).toHaveTextContent('This claim fits into the 50.00% left: it waits for the registrant’s confirmation');
  });

  it('counts the claims already waiting for the registrant', async () => {
    const { form } = await openDialog({ ...partial, title: 'Crowded Bay', claims_waiting: { performance: 30, mechanical: 0 } });
    expect(await within(form).findByLabelText('What is left to claim')).toHaveTextContent(
      'Left to claim: performance 10.00%, mechanical 40.00% (after the claims already waiting for the registrant)',
    );
  });
});

describe('a registrant’s work in dispute or with claims', () => {
  const work = createMusicalWork({ status: 'registered', registered_at: '2024-05-10T10:00:00.000Z', in_dispute: true });

  function renderWork(handlers: Parameters<typeof stubApi>[0] = {}) {
    const api = stubApi({
      [`GET /musical-works/${work.id}`]: ok(work),
      [`GET /musical-works/${work.id}/history`]: ok([], listMeta(0, 1, 10)),
      [`GET /musical-works/${work.id}/claims`]: ok([]),
      ...handlers,
    });
    return { api, ...renderWithProviders(<MusicalWorkDetailsScreen />, { url: `/music-composition/details/${work.id}`, path: '/music-composition/details/:compositionId' }) };
  }

  it('shows the work in dispute, links to the dispute and no longer offers to change its shares', async () => {
    renderWork();
    const notice = await screen.findByRole('alert', { name: 'In dispute' });
    expect(within(notice).getByRole('link', { name: 'Open the dispute' })).toHaveAttribute('href', `/musicalworks-indispute/details/${work.id}`);
    expect(screen.queryByRole('link', { name: 'Add rights holder' })).not.toBeInTheDocument();
  });

  it('lists pending claims and confirms one after asking', async () => {
    const pending = createWorkClaim({ work: { id: work.id, title: work.title, iswc: work.iswc }, claimant: { id: '00000000-0000-4000-8000-0000000000c1', name: 'Kofi Mensah' } });
    const accepted = createWorkClaim({ status: 'accepted', claimant: { id: '00000000-0000-4000-8000-0000000000c2', name: 'Esi Owusu' } });
    const { api, user } = renderWork({
      [`GET /musical-works/${work.id}/claims`]: ok([pending, accepted]),
      [`POST /claims/${pending.id}/confirm`]: ok({ ...pending, status: 'accepted' }),
    });
    const claims = await screen.findByRole('region', { name: 'Claims waiting for you' });
    expect(within(claims).getAllByRole('group')).toHaveLength(1);
    const claim = within(claims).getByRole('group', { name: 'Claim by Kofi Mensah' });
    expect(claim).toHaveTextContent('Author · Performance 0.00% · Mechanical 10.00%');
    await user.click(within(claim).getByRole('button', { name: 'Confirm' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm this claim?' })).getByRole('button', { name: 'Confirm the claim' }));
    await vi.waitFor(() => expect(api.callsTo('POST', `/claims/${pending.id}/confirm`)).toHaveLength(1));
  });
});

describe('the member’s works list', () => {
  it('marks works in dispute', async () => {
    stubApi({ 'GET /musical-works': ok([createMusicalWorkListItem({ title: 'Harbour Lights', in_dispute: true }), createMusicalWorkListItem({ title: 'Night Ferry' })], listMeta(2)) });
    renderWithProviders(<MusicalWorksScreen />, { url: '/music-composition', path: '/music-composition' });
    const table = await screen.findByRole('table', { name: 'Your musical works' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('In dispute');
    expect(second).not.toHaveTextContent('In dispute');
  });
});
