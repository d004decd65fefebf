import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Distribution } from '@repertoire/contract';
import { fail, ok, stubApi, type StubHandler } from '../../../testing/api-stub';
import { listMeta } from '../../../testing/catalogue-factories';
import { createJob } from '../../../testing/catalogue-import-factories';
import { createDistribution, createDistributionPreview, createUsageFile, createUsageFileProblem } from '../../../testing/distribution-factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { DistributionScreen } from './distribution-screen';

function renderDistribution(distribution: Distribution, handlers: Record<string, StubHandler> = {}, query = '') {
  const api = stubApi({
    [`GET /staff/distributions/${distribution.id}`]: ok(distribution),
    [`GET /staff/distributions/${distribution.id}/usage-files`]: ok([], listMeta(0, 1, 10)),
    [`GET /staff/distributions/${distribution.id}/preview`]: ok(createDistributionPreview()),
    ...handlers,
  });
  return {
    ...api,
    ...renderWithProviders(<DistributionScreen />, { url: `/staff/distributions/${distribution.id}${query}`, path: '/staff/distributions/:id' }),
  };
}

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;
const figure = (grid: HTMLElement, label: string) => within(grid).getByText(label, { exact: true }).nextElementSibling;
const csv = () => new File(['Track,Station\nHarbour Lights,"BBC Radio 2, London"\n'], 'bbc-radio-2026q3.csv', { type: 'text/csv' });

describe('an open distribution: its usage files', () => {
  it('tells the size limit before upload, sends the file and opens its mapping with the columns suggested', async () => {
    const distribution = createDistribution({ lines: 0, balances: [] });
    const uploaded = createUsageFile({ distribution_id: distribution.id });
    const { user, container, callsTo, router } = renderDistribution(distribution, {
      [`POST /staff/distributions/${distribution.id}/usage-files`]: { ...ok(uploaded), status: 201 },
      [`GET /staff/usage-files/${uploaded.id}`]: ok(uploaded),
    });
    expect(await screen.findByText('CSV or Excel (.xlsx), at most 50 MB, the header in the first row.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No usage files yet' })).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await user.upload(input, csv());
    await user.click(screen.getByRole('button', { name: 'Upload and map the columns' }));

    const panel = await screen.findByRole('region', { name: 'Usage file bbc-radio-2026q3.csv' });
    expect(router.state.location.search).toBe(`?file=${uploaded.id}`);
    // The file sent is not offered again.
    expect(screen.getByRole('button', { name: 'Upload and map the columns' })).toBeDisabled();
    expect(callsTo('POST', `/staff/distributions/${distribution.id}/usage-files`)).toHaveLength(1);
    const columns = within(panel).getByRole('table', { name: 'Columns of the file' });
    expect(within(columns).getAllByRole('row')[2]).toHaveTextContent('BBC Radio 2, London');
    expect(within(panel).getByRole('combobox', { name: 'Usage column for Station' })).toHaveValue('source');
    expect(within(panel).getByRole('combobox', { name: 'Usage column for Notes' })).toHaveValue('');
  });

  it('refuses a file that is not a table before sending it', async () => {
    const distribution = createDistribution();
    const { container, calls } = renderDistribution(distribution);
    await screen.findByRole('button', { name: 'Upload and map the columns' });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'report.pdf'));
    expect(await screen.findByText(/“report.pdf” is not a CSV or Excel \(.xlsx\) file/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload and map the columns' })).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('holds the import back while a required column is missing, then sends the mapping and shows the import under way', async () => {
    const distribution = createDistribution();
    const file = createUsageFile({ distribution_id: distribution.id, mapping: ['title', 'source', null, 'territory', 'right', 'used_on', null, 'currency'] });
    const job = createJob({ kind: 'usage-import', progress: { done: 40, total: 120 } });
    const { user, callsTo } = renderDistribution(
      distribution,
      {
        [`GET /staff/usage-files/${file.id}`]: ok(file),
        [`PUT /staff/usage-files/${file.id}/mapping`]: ok({ ...file, state: 'importing', job_id: job.id }),
        [`GET /jobs/${job.id}`]: ok(job),
      },
      `?file=${file.id}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('No column fills “Amount”, which every row needs: choose the column of the file that holds it.');
    expect(screen.getByRole('button', { name: 'Import the rows' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Usage column for Fee' }), 'amount');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Usage column for Notes' }), 'source');
    expect(screen.getByText('“Source” is filled by “Station” and “Notes”: leave out all but one.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Usage column for Notes' }), '');
    await user.click(screen.getByRole('button', { name: 'Import the rows' }));

    expect(await screen.findByText('40 of 120 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Importing the rows' })).toBeInTheDocument();
    expect(callsTo('PUT', `/staff/usage-files/${file.id}/mapping`).map((call) => call.body)).toEqual([
      { mapping: ['title', 'source', null, 'territory', 'right', 'used_on', 'amount', 'currency'] },
    ]);
  });

  it('shows the server’s refusal of a mapping', async () => {
    const distribution = createDistribution();
    const file = createUsageFile({ distribution_id: distribution.id });
    const { user } = renderDistribution(
      distribution,
      {
        [`GET /staff/usage-files/${file.id}`]: ok(file),
        [`PUT /staff/usage-files/${file.id}/mapping`]: fail(409, 'This file is being imported already'),
      },
      `?file=${file.id}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Import the rows' }));
    expect(await screen.findByText('This file is being imported already')).toBeInTheDocument();
  });

  it('reads the file, the distribution and its preview again when the import ends', async () => {
    const distribution = createDistribution({ lines: 0, balances: [] });
    const job = createJob({ kind: 'usage-import', state: 'succeeded', progress: { done: 3, total: 3 } });
    const importing = createUsageFile({ distribution_id: distribution.id, state: 'importing', job_id: job.id });
    let fileReads = 0;
    let distributionReads = 0;
    renderDistribution(
      distribution,
      {
        [`GET /staff/distributions/${distribution.id}`]: () => {
          distributionReads += 1;
          return ok(distributionReads === 1 ? distribution : createDistribution({ ...distribution, lines: 3 }));
        },
        [`GET /staff/usage-files/${importing.id}`]: () => {
          fileReads += 1;
          return ok(fileReads === 1 ? importing : { ...importing, state: 'imported', lines: 3, refused_rows: 1 });
        },
        [`GET /staff/usage-files/${importing.id}/problems`]: ok([createUsageFileProblem()], listMeta(1)),
        [`GET /jobs/${job.id}`]: ok(job),
      },
      `?file=${importing.id}`,
    );
    const counts = await screen.findByLabelText('What the file brought', { selector: 'dl' });
    expect(figure(counts, 'Lines imported')).toHaveTextContent('3');
    expect(figure(counts, 'Rows refused')).toHaveTextContent('1');
    expect(await screen.findByLabelText('Lines by how they matched', { selector: 'dl' })).toBeInTheDocument();
  });

  it('lists an imported file’s problems by row, a page at a time', async () => {
    const distribution = createDistribution();
    const file = createUsageFile({ distribution_id: distribution.id, state: 'imported', lines: 118, refused_rows: 2, job_id: createJob().id });
    const page1 = [createUsageFileProblem({ row: 7 }), createUsageFileProblem({ row: 12, column: 'Played on', message: 'The date 2026-13-01 is not a date', severity: 'error' })];
    const page2 = [createUsageFileProblem({ row: 31, column: 'Units', message: 'No units: 1 assumed', severity: 'warning' })];
    const { user, callsTo } = renderDistribution(
      distribution,
      {
        [`GET /staff/distributions/${distribution.id}/usage-files`]: ok([file], listMeta(1, 1, 10)),
        [`GET /staff/usage-files/${file.id}`]: ok(file),
        [`GET /staff/usage-files/${file.id}/problems`]: ({ url }) =>
          queryOf(url).get('page') === '2' ? ok(page2, listMeta(21, 2)) : ok(page1, listMeta(21, 1)),
      },
      `?file=${file.id}`,
    );
    const files = await screen.findByRole('table', { name: 'Usage files' });
    expect(within(files).getAllByRole('row')[1]).toHaveTextContent('118 lines · 2 rows refused');

    const problems = await screen.findByRole('table', { name: 'Problems by row' });
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/Row 7\s*Refused\s*Fee\s*The amount “12,5,0” is not a number/);
    expect(rows[1]).toHaveTextContent('Row 12');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('No units: 1 assumed')).toBeInTheDocument();
    expect(screen.getByText('Assumed')).toBeInTheDocument();
    expect(callsTo('GET', `/staff/usage-files/${file.id}/problems`).map((call) => queryOf(call.url).get('page'))).toEqual(['1', '2']);
  });

  it('removes a file after a confirmation, and closes its panel', async () => {
    const distribution = createDistribution();
    const file = createUsageFile({ distribution_id: distribution.id, state: 'imported', lines: 118 });
    const { user, callsTo, router } = renderDistribution(
      distribution,
      {
        [`GET /staff/usage-files/${file.id}`]: ok(file),
        [`GET /staff/usage-files/${file.id}/problems`]: ok([], listMeta(0)),
        [`DELETE /staff/usage-files/${file.id}`]: { status: 200, body: { message: 'bbc-radio-2026q3.csv and its 118 lines were taken out', data: { data: null } } },
      },
      `?file=${file.id}`,
    );
    const panel = await screen.findByRole('region', { name: 'Usage file bbc-radio-2026q3.csv' });
    await user.click(within(panel).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove bbc-radio-2026q3.csv?' });
    expect(dialog).toHaveTextContent('Its 118 lines are taken out of the distribution and the rest is split again.');
    expect(callsTo('DELETE', `/staff/usage-files/${file.id}`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove the file' }));

    expect(await screen.findByText('bbc-radio-2026q3.csv and its 118 lines were taken out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Usage file bbc-radio-2026q3.csv' })).not.toBeInTheDocument());
    expect(callsTo('DELETE', `/staff/usage-files/${file.id}`)).toHaveLength(1);
  });

  it('says so when the file in the address is not one of the distribution’s', async () => {
    const distribution = createDistribution();
    const other = createUsageFile();
    renderDistribution(distribution, { [`GET /staff/usage-files/${other.id}`]: ok(other) }, `?file=${other.id}`);
    expect(await screen.findByText('This usage file is not in the distribution')).toBeInTheDocument();
  });
});

describe('an open distribution: its preview and closing', () => {
  it('shows where the money went per currency, the lines by how they matched, totals and top earners', async () => {
    const distribution = createDistribution({
      lines: 4,
      balances: [
        { currency: 'GBP', input: '123456', allocated: '100000', held: '20000', unmatched: '3456' },
        { currency: 'EUR', input: '5000', allocated: '4000', held: '0', unmatched: '999' },
      ],
    });
    const { user } = renderDistribution(distribution);

    const balances = await screen.findByRole('table', { name: 'Balances per currency' });
    const [gbp, eur] = within(balances).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(gbp).toHaveTextContent(/GBP\s*£1,234\.56\s*£1,000\.00\s*£200\.00\s*£34\.56\s*Balanced/);
    expect(eur).toHaveTextContent('Off by -€0.01');

    const lines = await screen.findByLabelText('Lines by how they matched', { selector: 'dl' });
    expect(figure(lines, 'All lines')).toHaveTextContent('4');
    expect(figure(lines, 'Matched')).toHaveTextContent('2');
    expect(figure(lines, 'With held parts')).toHaveTextContent('1');
    expect(figure(lines, 'Unmatched')).toHaveTextContent('1');

    const bySource = screen.getByRole('table', { name: 'Totals by source' });
    expect(within(bySource).getAllByRole('row')[1]).toHaveTextContent(/BBC Radio 2\s*GBP\s*2\s*£1,200\.00/);
    await user.click(screen.getByRole('tab', { name: 'By territory' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Totals by territory' })).getAllByRole('row')[1]).toHaveTextContent(/United Kingdom/));
    await user.click(screen.getByRole('tab', { name: 'By right' }));
    expect(within(screen.getByRole('table', { name: 'Totals by right' })).getAllByRole('row')[1]).toHaveTextContent(/Performance\s*GBP\s*3\s*£1,234\.56/);
    expect(within(screen.getByRole('table', { name: 'Top earners' })).getAllByRole('row')[1]).toHaveTextContent(/Amara Nwosu\s*£600\.00/);
  });

  it('has nothing to preview before the first lines, and asks for no preview', async () => {
    const distribution = createDistribution({ lines: 0, balances: [] });
    const { callsTo } = renderDistribution(distribution);
    expect(await screen.findByRole('heading', { name: 'Nothing to preview yet' })).toBeInTheDocument();
    expect(callsTo('GET', `/staff/distributions/${distribution.id}/preview`)).toEqual([]);
  });

  it('closes it after a confirmation that says it is final, and shows it read-only', async () => {
    const distribution = createDistribution();
    const closed = { ...distribution, state: 'closed' as const, closed_at: '2026-10-15T09:00:00.000Z' };
    const { user, callsTo } = renderDistribution(distribution, {
      [`POST /staff/distributions/${distribution.id}/close`]: ok(closed),
    });
    await user.click(await screen.findByRole('button', { name: 'Close distribution' }));
    const dialog = await screen.findByRole('dialog', { name: `Close ${distribution.name}?` });
    expect(dialog).toHaveTextContent('Closing is final');
    expect(dialog).toHaveTextContent('It cannot be reopened.');
    await user.click(within(dialog).getByRole('button', { name: 'Close the distribution' }));

    expect(await screen.findByText('This distribution is closed')).toBeInTheDocument();
    expect(callsTo('POST', `/staff/distributions/${distribution.id}/close`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Close distribution' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload and map the columns' })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const distribution = createDistribution();
    const { user } = renderDistribution(distribution, {
      [`POST /staff/distributions/${distribution.id}/close`]: fail(409, 'A file is being imported: wait for it before closing'),
    });
    await user.click(await screen.findByRole('button', { name: 'Close distribution' }));
    const dialog = await screen.findByRole('dialog', { name: `Close ${distribution.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Close the distribution' }));
    expect(await within(dialog).findByText('A file is being imported: wait for it before closing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close distribution' })).toBeInTheDocument();
  });
});

describe('a closed distribution', () => {
  it('is read-only: no upload, no mapping, no removal, no closing', async () => {
    const distribution = createDistribution({ state: 'closed', closed_at: '2026-10-15T09:00:00.000Z' });
    const file = createUsageFile({ distribution_id: distribution.id, state: 'imported', lines: 3 });
    const waiting = createUsageFile({ distribution_id: distribution.id, file_name: 'late.csv' });
    renderDistribution(
      distribution,
      {
        [`GET /staff/distributions/${distribution.id}/usage-files`]: ok([waiting, file], listMeta(2, 1, 10)),
        [`GET /staff/usage-files/${file.id}`]: ok(file),
        [`GET /staff/usage-files/${file.id}/problems`]: ok([], listMeta(0)),
      },
      `?file=${file.id}`,
    );
    expect(await screen.findByText('This distribution is closed')).toBeInTheDocument();
    expect(screen.getByText(/closed 15\/10\/2026/)).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Usage file bbc-radio-2026q3.csv' });
    expect(await within(panel).findByRole('heading', { name: 'No problems' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close distribution' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload and map the columns' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The split' })).toBeInTheDocument();
  });

  it('does not offer to map a file it closed without', async () => {
    const distribution = createDistribution({ state: 'closed', closed_at: '2026-10-15T09:00:00.000Z' });
    const waiting = createUsageFile({ distribution_id: distribution.id, file_name: 'late.csv' });
    renderDistribution(distribution, { [`GET /staff/usage-files/${waiting.id}`]: ok(waiting) }, `?file=${waiting.id}`);
    expect(await screen.findByText('This file was never imported: the distribution closed without it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import the rows' })).not.toBeInTheDocument();
  });
});

describe('an unknown distribution', () => {
  it('shows as not found', async () => {
    const distribution = createDistribution();
    renderDistribution(distribution, { [`GET /staff/distributions/${distribution.id}`]: fail(404, 'Distribution not found') });
    expect(await screen.findByRole('heading', { name: 'Distribution not found' })).toBeInTheDocument();
  });
});
