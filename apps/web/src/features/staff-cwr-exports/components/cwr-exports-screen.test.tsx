import { screen, within } from '@testing-library/react';
import type { CwrExportCreate } from '@repertoire/contract';
import { fail, ok, stubApi } from '../../../testing/api-stub';
import { listMeta } from '../../../testing/catalogue-factories';
import { createCwrExport } from '../../../testing/cwr-export-factories';
import { createStaffMemberSummary } from '../../../testing/staff-factories';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { CwrExportsScreen } from './cwr-exports-screen';

const WORK_A = '0190a1b2-0000-7000-8000-00000000000a';
const WORK_B = '0190a1b2-0000-7000-8000-00000000000b';

function renderExports(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /staff/cwr-exports': ok([], listMeta(0)), ...handlers });
  return { ...api, ...renderWithProviders(<CwrExportsScreen />, { url: '/staff/cwr-exports', path: '/staff/cwr-exports', routes: [landmark('/staff/cwr-exports/:id')] }) };
}

const sent = (api: ReturnType<typeof stubApi>) => api.callsTo('POST', '/staff/cwr-exports').map((call) => call.body as CwrExportCreate);

describe('the CWR exports page', () => {
  it('says what an export is when there is none yet', async () => {
    renderExports();
    expect(await screen.findByRole('heading', { name: 'No CWR exports yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CWR exports', level: 1 })).toBeInTheDocument();
  });

  it('lists the exports with their society, state, works written and acknowledged counts per status', async () => {
    const writing = createCwrExport({ file_name: 'CW260002000_052.V21', society_code: '052', version: '2.1', state: 'writing', transaction_count: null, selection: { kind: 'works', work_ids: [WORK_A, WORK_B] } });
    const answered = createCwrExport({ acknowledged: { RA: 10, CO: 1 } });
    renderExports({ 'GET /staff/cwr-exports': ok([writing, answered], listMeta(2)) });

    const table = await screen.findByRole('table', { name: 'CWR exports' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'CW260002000_052.V21' })).toHaveAttribute('href', `/staff/cwr-exports/${writing.id}`);
    expect(first).toHaveTextContent('052 · CWR 2.1');
    expect(first).toHaveTextContent('2 works named');
    expect(first).toHaveTextContent('Writing');
    expect(second).toHaveTextContent('Written');
    expect(second).toHaveTextContent('Registered 01/11/2026 to 26/11/2026');
    expect(second).toHaveTextContent('12');
    expect(second).toHaveTextContent('Conflict (CO): 1 · Transaction accepted (RA): 10');
  });

  it('checks the society code and the dates before anything is sent', async () => {
    const api = renderExports();
    const { user } = api;
    await user.click(await screen.findByRole('button', { name: 'Create the export' }));
    expect(await screen.findByText('The society code is its 3-digit CISAC code')).toBeInTheDocument();
    expect(screen.getByText('Enter the from date')).toBeInTheDocument();
    expect(screen.getByText('Enter the to date')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Receiving society/), '21');
    await user.click(screen.getByRole('button', { name: 'Create the export' }));
    expect(await screen.findByText('The society code is its 3-digit CISAC code')).toBeInTheDocument();
    expect(sent(api)).toEqual([]);
  });

  it('asks for a member to be chosen, and for work ids that are ids', async () => {
    const api = renderExports();
    const { user } = api;
    await user.type(await screen.findByLabelText(/Receiving society/), '021');
    await user.click(screen.getByRole('radio', { name: 'One member’s works' }));
    await user.click(screen.getByRole('button', { name: 'Create the export' }));
    expect(await screen.findByText('Choose the member whose registered works are sent')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Works by id' }));
    await user.click(screen.getByRole('button', { name: 'Create the export' }));
    expect(await screen.findByText('Paste the ids of the works to send, one a line')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Work ids/), `${WORK_A}\nnot-an-id`);
    await user.click(screen.getByRole('button', { name: 'Create the export' }));
    expect(await screen.findByText('Not a valid work id: “not-an-id”')).toBeInTheDocument();
    expect(sent(api)).toEqual([]);
  });

  it('sends the works pasted and opens the new export', async () => {
    const created = createCwrExport({ state: 'queued', transaction_count: null });
    const api = renderExports({ 'POST /staff/cwr-exports': { ...ok(created), status: 201 } });
    const { user } = api;
    await user.type(await screen.findByLabelText(/Receiving society/), '021');
    await user.click(screen.getByRole('radio', { name: 'CWR 2.1' }));
    await user.click(screen.getByRole('radio', { name: 'Works by id' }));
    await user.type(screen.getByLabelText(/Work ids/), `${WORK_A}, ${WORK_B}`);
    await user.click(screen.getByRole('button', { name: 'Create the export' }));
    expect(await screen.findByText('at /staff/cwr-exports/:id')).toBeInTheDocument();
    expect(sent(api)).toEqual([{ society_code: '021', version: '2.1', selection: { kind: 'works', work_ids: [WORK_A, WORK_B] } }]);
  });

  it('sends one member’s works, picked from the members', async () => {
    const amara = createStaffMemberSummary();
    const api = renderExports({
      'GET /staff/members': ok([amara], listMeta(1)),
      'POST /staff/cwr-exports': { ...ok(createCwrExport()), status: 201 },
    });
    const { user } = api;
    await user.type(await screen.findByLabelText(/Receiving society/), '052');
    await user.click(screen.getByRole('radio', { name: 'One member’s works' }));
    await user.type(screen.getByRole('searchbox', { name: /^Member/ }), 'Amara');
    await user.click(await screen.findByRole('button', { name: 'Choose Amara Nwosu' }));
    await user.click(screen.getByRole('button', { name: 'Create the export' }));
    expect(await screen.findByText('at /staff/cwr-exports/:id')).toBeInTheDocument();
    expect(sent(api)).toEqual([{ society_code: '052', version: '2.2', selection: { kind: 'member', member_id: amara.id } }]);
  });

  it('shows the server’s refusal on the work ids', async () => {
    const message = `Only registered works are sent; these are not: ${WORK_B}`;
    const api = renderExports({ 'POST /staff/cwr-exports': fail(400, message, [{ path: 'selection.work_ids', message }]) });
    const { user } = api;
    await user.type(await screen.findByLabelText(/Receiving society/), '021');
    await user.click(screen.getByRole('radio', { name: 'Works by id' }));
    await user.type(screen.getByLabelText(/Work ids/), WORK_B);
    await user.click(screen.getByRole('button', { name: 'Create the export' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Work ids/)).toHaveAttribute('aria-invalid', 'true');
  });
});
