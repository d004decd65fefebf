import type { Page } from '@playwright/test';
import { dataRows, dataTable } from '../support/data-table';
import { downloaded } from '../support/download';
import { expect, test } from '../support/fixtures';
import { goThroughMenu } from '../support/navigation';
import { uniqueTitle } from '../support/unique';

async function fileMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'Import / Export' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** A publisher's own spreadsheet: their headers, semicolons, a column the template does not have. */
function publisherFile(rows: readonly (readonly string[])[]): Buffer {
  const header = ['Catalogue No', 'Song Title', 'Composer 1 Name', 'Composer 1 IPI', 'Composer 1 Role', 'Composer 1 Share', 'ISWC', 'Notes'];
  return Buffer.from([header, ...rows].map((cells) => cells.join(';')).join('\r\n') + '\r\n', 'utf8');
}

const VALID_IPI = '00141073316';

test('a member maps a foreign file, fixes the rows in error, imports with progress, finds the works and exports them', async ({ page, member }) => {
  test.slow();
  const stem = uniqueTitle('Harbour Catalogue');
  const title = (n: number) => `${stem} ${n}`;
  // Enough rows that the check and the import each take a moment: the progress bar shows.
  const good = Array.from({ length: 300 }, (_, i) => [`HC-${i + 1}`, title(i + 1), member.name, VALID_IPI, 'CA', '100', '', 'from the old system']);
  const broken = [`HC-301`, title(301), member.name, VALID_IPI, 'CA', '100', 'T-123.456.789-0', 'ISWC typed wrong'];

  await page.goto('/dashboard');
  await goThroughMenu(page, 'Musical Works');

  // The template, with every column the guide explains.
  const template = await downloaded(page, () => fileMenu(page, 'Download template (CSV)'));
  expect(template.name).toMatch(/works.*\.csv$/);
  expect(template.text.split('\r\n')[0]).toContain('Work code,Title,ISWC');

  await fileMenu(page, 'Import from file');
  await expect(page).toHaveURL(/\/catalogue\/import/);
  await expect(page.getByRole('heading', { name: 'Import from a file' })).toBeVisible();
  await page.getByRole('radio', { name: 'Musical works' }).check();
  await page.locator('input[type=file]').setInputFiles({ name: 'old-system.csv', mimeType: 'text/csv', buffer: publisherFile([...good, broken]) });
  await page.getByRole('button', { name: 'Upload and map the columns' }).click();

  // Their headers are matched to ours; the member confirms, keeping the mapping for next time.
  await expect(page.getByRole('heading', { name: 'Map the columns' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Template column for Song Title' })).toHaveValue('title');
  await expect(page.getByRole('combobox', { name: 'Template column for Catalogue No' })).toHaveValue('work_code');
  await page.getByRole('checkbox', { name: 'Remember this mapping for my next file' }).check();
  await page.getByRole('button', { name: 'Check the rows' }).click();

  // One row in error, named with its column and what to fix; the rest ready.
  await expect(page.getByRole('heading', { name: 'Check results' })).toBeVisible({ timeout: 30_000 });
  const errors = dataTable(page, 'Rows in error');
  await expect(dataRows(page, errors)).toHaveCount(1);
  await expect(errors).toContainText('ISWC');
  const rowsInError = await downloaded(page, () => page.getByRole('button', { name: 'Download the rows in error (CSV)' }).click());
  const [errorHeader, errorRow] = rowsInError.text.split('\r\n');
  expect(errorHeader).toContain('Problems');
  expect(errorRow).toContain(title(301));

  // The ready rows go in as drafts, with a progress bar while they do.
  await page.getByRole('button', { name: 'Import as drafts' }).click();
  await page.getByRole('dialog', { name: 'Import as drafts?' }).getByRole('button', { name: 'Import as drafts' }).click();
  await expect(page.getByRole('progressbar', { name: 'Importing the rows' }).or(page.getByRole('heading', { name: 'Import done' }))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Import done' })).toBeVisible({ timeout: 60_000 });

  // The fixed row, uploaded again: the saved mapping is suggested, and it imports alone.
  await page.getByRole('link', { name: 'Import another file' }).click();
  const fixed = [...broken.slice(0, 6), 'T-123.456.789-4', 'fixed'];
  await page.locator('input[type=file]').setInputFiles({ name: 'fixed.csv', mimeType: 'text/csv', buffer: publisherFile([fixed]) });
  await page.getByRole('button', { name: 'Upload and map the columns' }).click();
  await expect(page.getByRole('combobox', { name: 'Template column for Notes' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Template column for Song Title' })).toHaveValue('title');
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByRole('heading', { name: 'Check results' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Import as drafts' }).click();
  await page.getByRole('dialog', { name: 'Import as drafts?' }).getByRole('button', { name: 'Import as drafts' }).click();
  await expect(page.getByRole('heading', { name: 'Import done' })).toBeVisible({ timeout: 30_000 });

  // All 301 works are in the member's list.
  await page.getByRole('link', { name: 'Go to your musical works' }).click();
  await page.getByLabel('Search your works').fill(stem);
  await expect(page.getByText('Showing 1–20 of 301')).toBeVisible();

  // The export carries them with the template's columns, ready to import again.
  const exported = await downloaded(page, () => fileMenu(page, 'Export (CSV)'));
  expect(exported.text.split('\r\n')[0]).toBe(template.text.split('\r\n')[0]);
  for (const n of [1, 300, 301]) expect(exported.text).toContain(title(n));
  expect(exported.text).toContain('T-123.456.789-4');

  // The last one, the fixed row, is found by its title.
  await page.getByLabel('Search your works').fill(title(301));
  await expect(page.getByText(title(301), { exact: true })).toBeVisible();
});
