import type { Page } from '@playwright/test';
import { clickUntilShown, dataTable } from '../support/data-table';
import { expect, test } from '../support/fixtures';
import { goThroughMenu, openMenu } from '../support/navigation';
import { expectSignedOut } from '../support/session';
import { acceptInvitation } from '../support/staff';
import { uniqueEmail, uniqueTitle } from '../support/unique';

/** The entries of the app's menu, at any size (on a phone, the drawer the burger opens). */
async function menuEntries(page: Page): Promise<string[]> {
  const menu = await openMenu(page);
  await expect(menu.getByRole('link').first()).toBeVisible();
  const entries = (await menu.getByRole('link').allTextContents()).map((text) => text.trim());
  if (entries.length > 0 && (await page.getByRole('navigation', { name: 'Mobile menu' }).isVisible())) await page.keyboard.press('Escape');
  return entries;
}

test('an administrator invites a reviewer, who sees the review queue but not disputes or the inbox, then removes them and their open page is logged out', async ({
  page,
  staff: _administrator,
  otherBrowser,
  mailbox,
  guard,
}) => {
  const invited = { email: uniqueEmail('reviewer'), name: uniqueTitle('Grace Hughes'), password: 'quayside-review-lamp-31' };

  // The administrator invites the reviewer from Staff accounts.
  await page.goto('/staff');
  await goThroughMenu(page, 'Staff accounts');
  await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite a staff member' }).click();
  const invitation = page.getByRole('dialog', { name: 'Invite a staff member' });
  await invitation.getByRole('textbox', { name: /E-mail address/ }).fill(invited.email);
  await invitation.getByRole('textbox', { name: /Full name/ }).fill(invited.name);
  await invitation.getByRole('checkbox', { name: /Reviewer/ }).check();
  await invitation.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`${invited.name} has been invited: a link to set a password has been mailed to ${invited.email}`)).toBeVisible();
  const staffList = dataTable(page, 'Staff members');
  await expect(staffList.getByText(invited.email)).toBeVisible();

  // The reviewer, in a browser of their own, sets the password from the mail and sets up two-step sign-in.
  expectSignedOut(guard);
  const reviewer = await otherBrowser();
  await acceptInvitation(reviewer, await mailbox.linkSentTo(invited.email, '/account/password/reset/'), invited);
  await expect(reviewer).toHaveURL(/\/staff\/review$/);
  await expect(reviewer.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  expect(await menuEntries(reviewer)).toEqual(['Review queue', 'CWR exports']);

  // Disputes and the inbox are not theirs, even at their address.
  for (const section of ['/staff/disputes', '/staff/inbox']) {
    await reviewer.goto(section);
    await expect(reviewer.getByRole('heading', { name: 'Not part of your roles' })).toBeVisible();
    await expect(reviewer.getByText(/Your staff roles \(Reviewer\) do not cover this part of the console/)).toBeVisible();
  }
  await reviewer.getByRole('link', { name: 'Back to the console' }).click();
  await expect(reviewer.getByRole('heading', { name: 'Review queue' })).toBeVisible();

  // The administrator removes them, after confirming.
  await page.reload();
  const removal = page.getByRole('dialog', { name: `Remove ${invited.name}?` });
  await clickUntilShown(staffList.getByRole('button', { name: `Remove ${invited.name}` }), removal);
  await expect(removal).toContainText('every session they have open ends at once');
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${invited.name} has been removed: their sessions have ended`)).toBeVisible();
  await expect(staffList.getByText(invited.email)).toHaveCount(0);

  // The reviewer's open page is logged out at its next step.
  guard.expectFailedRequest(/\/api\/v1\//, 401);
  await goThroughMenu(reviewer, 'CWR exports');
  await expect(reviewer.getByText('Your session has ended: sign in again to continue')).toBeVisible();
  await expect(reviewer).toHaveURL(/\/$/);
  await expect(reviewer.getByRole('button', { name: 'Log in' })).toBeVisible();
});
