import type { MusicalWorkCreate, StaffAccountInvite } from '@repertoire/contract';
import { createMusicalWork, createRightsHolder, post } from '../support/api';
import { dataTable } from '../support/data-table';
import { approveWork } from '../support/disputes';
import { expect, test } from '../support/fixtures';
import { goThroughMenu } from '../support/navigation';
import { expectSignedOut, memberBrowser } from '../support/session';
import { acceptInvitation } from '../support/staff';
import { uniqueEmail, uniqueIswc, uniqueTitle } from '../support/unique';

/**
 * A broadcaster's usage report as it comes: columns of its own beside the usage columns ("Programme", "Internal ref"),
 * values with commas in quotes, a fee column whose header no guess knows, and a line of a work not in the registry.
 */
function usageReport(work: { title: string; iswc: string }): string {
  return [
    'Station,Programme,Track Title,ISWC,Country,Right,Air Date,Fee,Currency,Internal ref',
    `"BBC Radio 2, London","Drivetime, with Jo",${work.title},${work.iswc},GB,PR,2026-07-04,12.50,GBP,R-0001`,
    `"BBC Radio 2, London","Breakfast, live",A Song Nobody Registered,,GB,PR,2026-07-05,3.10,GBP,R-0002`,
    '',
  ].join('\r\n');
}

test('finance staff open a distribution, import a usage report, read the preview and close it', async ({ page, staff: _administrator, otherBrowser, mailbox, guard }) => {
  // A member's work, registered with its ISWC: submitted by the member, approved by staff (through the API).
  const title = uniqueTitle('Harbour Lanterns');
  const iswc = uniqueIswc();
  const writerName = uniqueTitle('Ilse Marquardt');
  const memberPage = await memberBrowser(otherBrowser, mailbox);
  const writer = await createRightsHolder(memberPage.request, { name: writerName, kind: 'person' });
  const work = await createMusicalWork(memberPage.request, {
    title,
    iswc,
    shares: [{ rights_holder_id: writer.id, role: 'composer_author', performance_share: 100, mechanical_share: 100 }],
  } satisfies MusicalWorkCreate);
  await post(memberPage.request, `/musical-works/${work.id}/submit`, {});
  await approveWork(page.request, work.id);

  // The administrator gives a colleague the finance role; the colleague sets a password and two-step sign-in.
  const finance = { email: uniqueEmail('finance'), name: uniqueTitle('Nadia Okafor'), password: 'ledger-quarter-close-47' };
  await post(page.request, '/staff/accounts', { email: finance.email, name: finance.name, roles: ['finance'] } satisfies StaffAccountInvite);
  expectSignedOut(guard);
  const desk = await otherBrowser();
  await acceptInvitation(desk, await mailbox.linkSentTo(finance.email, '/account/password/reset/'), finance);

  // Their console opens on distributions, the one section their role covers.
  await expect(desk).toHaveURL(/\/staff\/distributions$/);
  await goThroughMenu(desk, 'Distributions');
  await expect(desk.getByRole('heading', { name: 'Distributions', level: 1 })).toBeVisible();

  // A new distribution for the third quarter: the form says what is missing first.
  const name = uniqueTitle('2026 Q3 radio');
  await desk.getByRole('button', { name: 'Open the distribution' }).click();
  await expect(desk.getByText('Name is required')).toBeVisible();
  await desk.getByRole('textbox', { name: /^Name/ }).fill(name);
  await desk.getByRole('textbox', { name: /Start of the period/ }).fill('01/07/2026');
  await desk.getByRole('textbox', { name: /End of the period/ }).fill('30/09/2026');
  // Typed, the dates need no calendar: it closes as a tap elsewhere would close it.
  await desk.keyboard.press('Escape');
  await desk.getByRole('button', { name: 'Open the distribution' }).click();
  await expect(desk.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(desk.getByText('CSV or Excel (.xlsx), at most 50 MB, the header in the first row.')).toBeVisible();

  // The broadcaster's report, uploaded: its columns come back with a suggested mapping.
  await desk.locator('input[type=file]').setInputFiles({ name: 'bbc-radio-2-q3.csv', mimeType: 'text/csv', buffer: Buffer.from(usageReport({ title, iswc })) });
  await desk.getByRole('button', { name: 'Upload and map the columns' }).click();
  const panel = desk.getByRole('region', { name: 'Usage file bbc-radio-2-q3.csv' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Usage column for Station' })).toHaveValue('source');
  await expect(panel.getByRole('combobox', { name: 'Usage column for Programme' })).toHaveValue('');
  await expect(panel.getByRole('combobox', { name: 'Usage column for Internal ref' })).toHaveValue('');
  // The quoted commas stay inside their values.
  await expect(dataTable(desk, 'Columns of the file')).toContainText('BBC Radio 2, London');

  // "Fee" is the amount: nothing can be imported until a column fills it.
  await expect(panel.getByRole('alert')).toContainText('No column fills “Amount”');
  await expect(panel.getByRole('button', { name: 'Import the rows' })).toBeDisabled();
  await panel.getByRole('combobox', { name: 'Usage column for Fee' }).selectOption('amount');
  await panel.getByRole('button', { name: 'Import the rows' }).click();

  // The import runs as a job; its figures come when it ends.
  const brought = panel.getByLabel('What the file brought');
  const figure = (grid: typeof brought, label: string) => grid.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(figure(brought, 'Lines imported')).toHaveText('2', { timeout: 30_000 });
  await expect(figure(brought, 'Rows refused')).toHaveText('0');

  // The preview: where the £15.60 went, the lines by how they matched, the totals and the earner.
  const preview = desk.getByRole('region', { name: 'Preview' });
  const balances = dataTable(desk, 'Balances per currency');
  await expect(balances).toContainText('£15.60');
  await expect(balances).toContainText('£12.50');
  await expect(balances).toContainText('£3.10');
  await expect(balances).toContainText('Balanced');
  const lines = preview.getByLabel('Lines by how they matched');
  await expect(figure(lines, 'Matched')).toHaveText('1');
  await expect(figure(lines, 'Unmatched')).toHaveText('1');
  await expect(dataTable(desk, 'Totals by source')).toContainText('BBC Radio 2, London');
  const earners = dataTable(desk, 'Top earners');
  await expect(earners).toContainText(writerName);
  await expect(earners).toContainText('£12.50');

  // Closing, after a confirmation that says it is final: the distribution is then read-only.
  await desk.getByRole('button', { name: 'Close distribution' }).click();
  const confirmation = desk.getByRole('dialog', { name: `Close ${name}?` });
  await expect(confirmation).toContainText('Closing is final');
  await confirmation.getByRole('button', { name: 'Close the distribution' }).click();
  await expect(desk.getByText('This distribution is closed')).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Close distribution' })).toHaveCount(0);
  await expect(desk.getByRole('button', { name: 'Upload and map the columns' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expect(desk.getByRole('region', { name: 'The split' })).toBeVisible();
});
