import { screen, within } from '@testing-library/react';
import { fail, ok, stubApi, type StubHandler } from '../../../testing/api-stub';
import { listMeta } from '../../../testing/catalogue-factories';
import { createDistribution } from '../../../testing/distribution-factories';
import { landmark, renderWithProviders } from '../../../testing/test-utils';
import { DistributionsScreen } from './distributions-screen';

function renderDistributions(handlers: Record<string, StubHandler> = {}, url = '/staff/distributions') {
  const api = stubApi({ 'GET /staff/distributions': ok([], listMeta(0)), ...handlers });
  return { ...api, ...renderWithProviders(<DistributionsScreen />, { url, path: '/staff/distributions', routes: [landmark('/staff/distributions/:id')] }) };
}

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

describe('the distributions list', () => {
  it('shows each distribution with its period, state, lines and input per currency, exact to the minor unit', async () => {
    const q3 = createDistribution({
      balances: [
        { currency: 'EUR', input: '1200', allocated: '1200', held: '0', unmatched: '0' },
        { currency: 'GBP', input: '123456', allocated: '100000', held: '20000', unmatched: '3456' },
      ],
      lines: 1204,
    });
    const q2 = createDistribution({ name: '2026 Q2 radio', period_start: '2026-04-01', period_end: '2026-06-30', state: 'closed', closed_at: '2026-07-15T10:00:00.000Z' });
    renderDistributions({ 'GET /staff/distributions': ok([q3, q2], listMeta(2)) });

    const table = await screen.findByRole('table', { name: 'Distributions' });
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: '2026 Q3 radio' })).toHaveAttribute('href', `/staff/distributions/${q3.id}`);
    expect(first).toHaveTextContent('01/07/2026 – 30/09/2026');
    expect(first).toHaveTextContent('Open');
    expect(first).toHaveTextContent('1,204');
    expect(within(first).getByText('€12.00')).toBeInTheDocument();
    expect(within(first).getByText('£1,234.56')).toBeInTheDocument();
    expect(second).toHaveTextContent('Closed');
    expect(second).toHaveTextContent('15/07/2026');
  });

  it('asks for the page in the address', async () => {
    const { calls } = renderDistributions({ 'GET /staff/distributions': ok([createDistribution()], listMeta(41, 3)) }, '/staff/distributions?page=3');
    await screen.findByRole('table', { name: 'Distributions' });
    expect(queryOf(calls.find((call) => call.path === '/staff/distributions')?.url ?? '').get('page')).toBe('3');
    expect(screen.getByRole('navigation', { name: /pagination/i })).toBeInTheDocument();
  });

  it('says when there is no distribution yet', async () => {
    renderDistributions();
    expect(await screen.findByRole('heading', { name: 'No distributions yet' })).toBeInTheDocument();
  });
});

describe('a new distribution', () => {
  it('says what is missing in the contract’s words, and sends nothing', async () => {
    const { user, calls } = renderDistributions();
    await user.click(await screen.findByRole('button', { name: 'Open the distribution' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter the start of the period')).toBeInTheDocument();
    expect(screen.getByText('Enter the end of the period')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses a period that ends before it starts', async () => {
    const { user, calls } = renderDistributions();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), '2026 Q3 radio');
    await user.type(screen.getByRole('textbox', { name: /Start of the period/ }), '30/09/2026');
    await user.type(screen.getByRole('textbox', { name: /End of the period/ }), '01/07/2026');
    await user.click(screen.getByRole('button', { name: 'Open the distribution' }));
    expect(await screen.findByText('The period must end on or after its start')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('opens it and goes to its page', async () => {
    const created = createDistribution({ lines: 0, balances: [] });
    const { user, callsTo } = renderDistributions({
      'POST /staff/distributions': { status: 201, body: { message: '2026 Q3 radio is open: upload its usage files', data: { data: created } } },
    });
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), '2026 Q3 radio');
    await user.type(screen.getByRole('textbox', { name: /Start of the period/ }), '01/07/2026');
    await user.type(screen.getByRole('textbox', { name: /End of the period/ }), '30/09/2026');
    await user.click(screen.getByRole('button', { name: 'Open the distribution' }));

    expect(await screen.findByText('at /staff/distributions/:id')).toBeInTheDocument();
    expect(screen.getByText('2026 Q3 radio is open: upload its usage files')).toBeInTheDocument();
    expect(callsTo('POST', '/staff/distributions').map((call) => call.body)).toEqual([{ name: '2026 Q3 radio', period_start: '2026-07-01', period_end: '2026-09-30' }]);
  });

  it('shows the server’s refusal on the field it concerns', async () => {
    const message = 'A distribution is named 2026 Q3 radio already';
    const { user } = renderDistributions({ 'POST /staff/distributions': fail(409, message, [{ path: 'name', message }]) });
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), '2026 Q3 radio');
    await user.type(screen.getByRole('textbox', { name: /Start of the period/ }), '01/07/2026');
    await user.type(screen.getByRole('textbox', { name: /End of the period/ }), '30/09/2026');
    await user.click(screen.getByRole('button', { name: 'Open the distribution' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
