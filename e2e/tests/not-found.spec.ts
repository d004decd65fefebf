import { expect, test } from '../support/fixtures';

test('a member who follows a link to an address the portal does not have sees the not-found page and goes back to the dashboard', async ({
  page,
  member,
}) => {
  // The server answers every address of the app with the app; the app itself says the page is not there.
  await page.goto('/music-composition/archive/2019');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Repertoire');
  await expect(page.getByRole('button', { name: member.name })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
});
