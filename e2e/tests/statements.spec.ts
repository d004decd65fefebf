import type { APIRequestContext } from '@playwright/test';
import type { Distribution, UsageFile } from '@repertoire/contract';
import { createMusicalWork, post } from '../support/api';
import { dataTable } from '../support/data-table';
import { approveWork, ownRightsHolder } from '../support/disputes';
import { downloaded } from '../support/download';
import { expect, test } from '../support/fixtures';
import { logInAsStaff } from '../support/staff';
import { uniqueTitle } from '../support/unique';

/** Staff run a distribution through the API, as the finance role would: open it, import a usage file, close it. */
async function closedDistribution(staff: APIRequestContext, workId: string, name: string): Promise<Distribution> {
  const distribution = await post<Distribution>(staff, '/staff/distributions', { name, period_start: '2026-07-01', period_end: '2026-09-30' });
  const csv = [
    'Work id,Title,Right,Territory,Source,Date of use,Units,Amount,Currency',
    `${workId},Harbour,Performance,GB,BBC Radio 2,2026-08-03,3,12.34,GBP`,
    `${workId},Harbour,Performance,FR,Radio France,2026-09-14,2,5.00,GBP`,
  ].join('\n');
  const uploaded = await staff.post(`/api/v1/staff/distributions/${distribution.id}/usage-files`, {
    multipart: { file: { name: 'usage.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  if (!uploaded.ok()) throw new Error(`upload answered ${uploaded.status()}: ${await uploaded.text()}`);
  const file = ((await uploaded.json()) as { data: { data: UsageFile } }).data.data;
  const mapped = await staff.put(`/api/v1/staff/usage-files/${file.id}/mapping`, { data: { mapping: file.mapping } });
  if (!mapped.ok()) throw new Error(`mapping answered ${mapped.status()}: ${await mapped.text()}`);
  await expect
    .poll(async () => ((await (await staff.get(`/api/v1/staff/usage-files/${file.id}`)).json()) as { data: { data: UsageFile } }).data.data.state, { timeout: 30_000 })
    .toBe('imported');
  return post<Distribution>(staff, `/staff/distributions/${distribution.id}/close`, {});
}

test('a member opens a statement from their statements, breaks it down by territory and downloads its CSV', async ({ page, member, otherBrowser, baseURL }) => {
  // The member's own work, registered, all theirs.
  const own = await ownRightsHolder(page.request);
  const work = await createMusicalWork(page.request, {
    title: uniqueTitle('Harbour'),
    shares: [{ rights_holder_id: own.id, role: 'composer_author', performance_share: 100, mechanical_share: 100 }],
  });
  await post(page.request, `/musical-works/${work.id}/submit`, {});
  const staffPage = await otherBrowser();
  await logInAsStaff(staffPage.request, baseURL ?? '');
  await approveWork(staffPage.request, work.id);
  const name = uniqueTitle('2026 Q3');
  const distribution = await closedDistribution(staffPage.request, work.id, name);

  // From the user menu to the statements, then to this one.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: member.name }).click();
  await page.getByRole('menuitem', { name: 'Statements' }).click();
  await expect(page.getByRole('heading', { name: 'Statements', exact: true, level: 1 })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/statements/${distribution.id}$`));
  await expect(page.getByRole('heading', { name: `Statement ${name}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Totals' }).getByText('£17.34')).toBeVisible();

  // By territory: a row for each, adding up to the total.
  await page.getByText('Territory', { exact: true }).click();
  const byTerritory = dataTable(page, 'Statement by territory');
  await expect(byTerritory.getByText('United Kingdom')).toBeVisible();
  await expect(byTerritory.getByText('France')).toBeVisible();

  const file = await downloaded(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
  expect(file.name).toMatch(/^statement-.*\.csv$/);
  const [header, ...records] = file.text.trimEnd().split('\r\n');
  expect(header).toContain('Earned');
  expect(records).toHaveLength(2);
  expect(records.join('\n')).toContain(',GBP,12.34,100.00,12.34,0.00,');
});
