import { fireEvent, screen, within } from '@testing-library/react';
import { EVIDENCE_MAX_BYTES } from '@repertoire/contract';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { createMusicalWork, createRightsHolder, createRightsHolderSummary, createWorkShare, listMeta } from '../../../testing/catalogue-factories';
import { createDispute, harbourLights } from '../../../testing/dispute-factories';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { OpenDisputeScreen } from './open-dispute-screen';

const tunde = createRightsHolderSummary({ name: 'Tunde Bello' });
const amara = createRightsHolderSummary({ name: 'Amara Nwosu', is_self: true });
const ownWork = createMusicalWork({
  ...harbourLights,
  status: 'registered',
  shares: [createWorkShare({ rights_holder: tunde, performance_share: 60, mechanical_share: 60 }), createWorkShare({ rights_holder: amara, role: 'author', performance_share: 40, mechanical_share: 40 })],
});
const ownRecord = createRightsHolder({ name: 'Amara Nwosu', is_self: true });

const pdf = (name = 'split-sheet.pdf', bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

function renderForm(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [`GET /musical-works/${harbourLights.id}`]: ok(ownWork),
    'GET /rights-holders/search': ok([ownRecord], listMeta(1)),
    ...handlers,
  });
  const rendered = renderWithProviders(<OpenDisputeScreen />, {
    url: `/musical-work/dispute/${harbourLights.id}`,
    path: '/musical-work/dispute/:musicalworkId',
    routes: [landmark('/musicalworks-indispute/details/:musicalworkId')],
  });
  return { api, ...rendered };
}

const chooseFiles = (files: File[]) => fireEvent.change(screen.getByLabelText('Evidence files'), { target: { files } });

async function setShare(holder: string, right: 'Performance %' | 'Mechanical %', value: string, user: ReturnType<typeof renderForm>['user']) {
  const input = within(screen.getByRole('group', { name: holder })).getByLabelText(right);
  await user.clear(input);
  await user.type(input, value);
}

describe('raising a dispute', () => {
  it('shows the work and its registered shares, and starts the split from them', async () => {
    renderForm();
    expect(await screen.findByText('Harbour Lights · ISWC T-034.524.680-1')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Shares side by side' })).toHaveTextContent('Tunde Bello');
    expect(within(screen.getByRole('group', { name: 'Tunde Bello' })).getByLabelText('Performance %')).toHaveValue('60');
  });

  it('asks for a reason, a description and a split of exactly 100% a right before sending anything', async () => {
    const { api, user } = renderForm();
    await screen.findByRole('group', { name: 'Tunde Bello' });
    await setShare('Tunde Bello', 'Performance %', '70', user);
    expect(screen.getByText('Performance shares add up to 110.00%: they must add up to exactly 100%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Raise the dispute' }));
    expect(await screen.findByText('Choose a reason')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Reason/), 'share_split');
    await user.click(screen.getByRole('button', { name: 'Raise the dispute' }));
    expect(await screen.findByText('Describe what is wrong')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST', `/musical-works/${harbourLights.id}/disputes`)).toHaveLength(0);
  });

  it('refuses evidence that is not a PDF, PNG or JPEG, or is larger than 10 MB', async () => {
    renderForm();
    await screen.findByRole('group', { name: 'Tunde Bello' });
    chooseFiles([new File(['hello'], 'notes.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), pdf('scan.pdf', EVIDENCE_MAX_BYTES + 1), pdf()]);
    expect(screen.getByText('“notes.docx” is not a PDF, PNG or JPEG file')).toBeInTheDocument();
    expect(screen.getByText('“scan.pdf” is larger than 10 MB')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('split-sheet.pdf')]);
  });

  it('raises the dispute after asking, sends the evidence one file at a time, then opens the dispute', async () => {
    const dispute = createDispute();
    const { api, user, router } = renderForm({
      [`POST /musical-works/${harbourLights.id}/disputes`]: { status: 201, body: { message: 'Dispute raised', data: { data: dispute } } },
      [`POST /disputes/${dispute.id}/evidence`]: ok(dispute),
    });
    await screen.findByRole('group', { name: 'Tunde Bello' });
    await user.selectOptions(screen.getByLabelText(/Reason/), 'share_split');
    await user.type(screen.getByLabelText(/Description/), 'The lyrics are half mine.');
    await setShare('Tunde Bello', 'Performance %', '50', user);
    await setShare('Tunde Bello', 'Mechanical %', '50', user);
    await setShare('Amara Nwosu', 'Performance %', '50', user);
    await setShare('Amara Nwosu', 'Mechanical %', '50', user);
    chooseFiles([pdf('split-sheet.pdf'), pdf('letter.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Raise the dispute' }));

    const dialog = await screen.findByRole('dialog', { name: 'Raise this dispute?' });
    expect(api.callsTo('POST', `/musical-works/${harbourLights.id}/disputes`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Raise the dispute' }));

    expect(await screen.findByText(`at /musicalworks-indispute/details/:musicalworkId`)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?dispute=${dispute.id}`);
    const [created] = api.callsTo('POST', `/musical-works/${harbourLights.id}/disputes`);
    expect(created?.body).toEqual({
      reason: 'share_split',
      description: 'The lyrics are half mine.',
      shares: [
        { rights_holder_id: tunde.id, role: 'composer_author', performance_share: 50, mechanical_share: 50 },
        { rights_holder_id: amara.id, role: 'author', performance_share: 50, mechanical_share: 50 },
      ],
    });
    const uploads = api.callsTo('POST', `/disputes/${dispute.id}/evidence`);
    expect(uploads.map((call) => ((call.body as FormData).get('file') as File).name)).toEqual(['split-sheet.pdf', 'letter.pdf']);
  });

  it('keeps the raised dispute when a file is refused, saying which and why', async () => {
    const dispute = createDispute();
    const { user } = renderForm({
      [`POST /musical-works/${harbourLights.id}/disputes`]: { status: 201, body: { message: 'Dispute raised', data: { data: dispute } } },
      [`POST /disputes/${dispute.id}/evidence`]: fail(422, 'The file is not a PDF, PNG or JPEG'),
    });
    await screen.findByRole('group', { name: 'Tunde Bello' });
    await user.selectOptions(screen.getByLabelText(/Reason/), 'ownership');
    await user.type(screen.getByLabelText(/Description/), 'The work is mine.');
    chooseFiles([pdf('fake.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Raise the dispute' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Raise this dispute?' })).getByRole('button', { name: 'Raise the dispute' }));
    expect(await screen.findByText('“fake.pdf” was not added: The file is not a PDF, PNG or JPEG')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the dispute' })).toHaveAttribute('href', `/musicalworks-indispute/details/${harbourLights.id}?dispute=${dispute.id}`);
  });

  it('starts from the member’s own rights holder when they cannot read the work’s shares', async () => {
    renderForm({ [`GET /musical-works/${harbourLights.id}`]: fail(404, 'Musical work not found') });
    const own = await screen.findByRole('group', { name: 'Amara Nwosu' });
    expect(within(own).getByLabelText('Performance %')).toHaveValue('');
    expect(screen.queryByRole('table', { name: 'Shares side by side' })).not.toBeInTheDocument();
  });
});
