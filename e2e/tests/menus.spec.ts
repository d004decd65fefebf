import { expect, test } from '../support/fixtures';
import { goThroughMenu } from '../support/navigation';
import { expectSignedOut } from '../support/session';

/** Each entry of the member's side menu (docs/architecture.md#routes-and-menus), in its order, and the title of the screen it opens. */
const memberEntries = [
  { entry: 'Sound Recordings', url: /\/sound-recordings$/, title: 'Sound Recordings' },
  { entry: 'Musical Works', url: /\/music-composition$/, title: 'Musical Works' },
  { entry: 'Musical Works in Dispute', url: /\/musicalworks-indispute$/, title: 'Musical Works in Dispute' },
  { entry: 'Sound Recording Logs', url: /\/sound-recording-logs$/, title: 'Sound Recording Logs' },
  { entry: 'Bank Details', url: /\/bank-details$/, title: 'Bank Details' },
  { entry: 'Account', url: /\/profile$/, title: 'Account' },
  { entry: 'Help', url: /\/dashboard\/help$/, title: 'Help' },
  { entry: 'Dashboard', url: /\/dashboard$/, title: 'Dashboard' },
] as const;

/** The staff console's menu (docs/domain.md#staff). */
const staffEntries = [
  { entry: 'Members', url: /\/staff\/members$/, title: 'Members' },
  { entry: 'Disputes', url: /\/staff\/disputes$/, title: 'Disputes' },
  { entry: 'Announcements', url: /\/staff\/announcements$/, title: 'Announcements' },
  { entry: 'Inbox', url: /\/staff\/inbox$/, title: 'Inbox' },
  // The run's staff member is an administrator (support/serve.ts): every section is theirs.
  { entry: 'Staff accounts', url: /\/staff\/accounts$/, title: 'Staff accounts' },
  { entry: 'Review queue', url: /\/staff\/review$/, title: 'Review queue' },
] as const;

test('a member opens every entry of the side menu (the burger’s on a phone) and of the user menu, and logs out', async ({ page, member, guard }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  for (const { entry, url, title } of memberEntries) {
    await goThroughMenu(page, entry);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible();
  }

  const userMenu = page.getByRole('button', { name: member.name });
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Account', exact: true, level: 1 })).toBeVisible();

  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset Password', exact: true, level: 1 })).toBeVisible();

  // Logged out, the app asks for the session once more and is told there is none.
  expectSignedOut(guard);
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/bank-details');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === '_session_id')).toBeUndefined();
});

test('staff open every entry of the console’s menu and their user menu’s Reset Password', async ({ page, staff }) => {
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/review$/);
  for (const { entry, url, title } of staffEntries) {
    await goThroughMenu(page, entry);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name: title, exact: true, level: 1 })).toBeVisible();
  }

  // Staff have no member profile: their user menu offers Reset Password and Logout only.
  await page.getByRole('button', { name: staff.name }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset Password', exact: true, level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /Side menu|Mobile menu/ }).getByRole('link', { name: 'Account', exact: true })).toHaveCount(0);
});
