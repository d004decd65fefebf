import { expect, test } from '../support/fixtures';
import { expectSignedOut, logIn } from '../support/session';

test('a member who forgot the password asks for a link, sets a new password from the mail, and logs in with it but not with the old one', async ({
  page,
  member,
  mailbox,
  guard,
}) => {
  // The member is on another computer, signed out.
  await page.context().clearCookies();
  expectSignedOut(guard);
  // The old password, tried once at the end, is refused.
  guard.expectFailedRequest(/\/api\/v1\/auth\/login$/, 401);
  await page.goto('/');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/email-password-reset-link$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a link to reset the password is on its way' })).toBeVisible();

  const link = await mailbox.linkSentTo(member.email, '/account/password/reset/');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  const newPassword = 'brass-lantern-harbour-77';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed: log in with your new password')).toBeVisible();
  await page.getByRole('link', { name: 'Go to log in' }).click();

  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The email address or password is not correct')).toBeVisible();

  await logIn(page, member.email, newPassword);
  await expect(page.getByRole('button', { name: member.name })).toBeVisible();
});

test('a used reset link says so as it opens, before a new password is typed, and leads to a new link', async ({ page, member, mailbox, guard }) => {
  await page.context().clearCookies();
  expectSignedOut(guard);
  await page.goto('/email-password-reset-link');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'a link to reset the password is on its way' })).toBeVisible();
  const link = await mailbox.linkSentTo(member.email, '/account/password/reset/');

  await page.goto(link);
  const newPassword = 'copper-kettle-meadow-31';
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed: log in with your new password')).toBeVisible();

  // The same mail opened again, later.
  await page.goto(link);
  const problem = page.getByRole('alert').filter({ hasText: 'This link cannot be used' });
  await expect(problem).toContainText('This reset link has been used already');
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await problem.getByRole('link', { name: 'Ask for a new reset link' }).click();
  await expect(page).toHaveURL(/\/email-password-reset-link$/);
});
