import { createMusicalWork } from '../support/api';
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
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
