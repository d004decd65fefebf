import { createMusicalWork } from '../support/api';
import { dataTable } from '../support/data-table';
import { expect, test } from '../support/fixtures';
import { uniqueTitle } from '../support/unique';

test('a member opens the dashboard, clicks the count of draft works and lands on the works list filtered to drafts', async ({ page, member: _member }) => {
  const title = uniqueTitle('Paper Lanterns');
  await createMusicalWork(page.request, { title });
  await page.goto('/dashboard');

  const drafts = page.getByRole('region', { name: 'Drafts to finish' });
  await expect(drafts.getByRole('link', { name: title })).toBeVisible();

  await page.getByRole('link', { name: 'Musical works: 1 draft' }).click();
  await expect(page).toHaveURL(/\/music-composition\?status=draft$/);
  // The URL changes before the list's screen has loaded: wait for the list itself.
  await expect(page.getByRole('heading', { name: 'Musical Works', exact: true })).toBeVisible();
  await expect(dataTable(page, 'Your musical works').getByRole('link', { name: title })).toBeVisible();
});
