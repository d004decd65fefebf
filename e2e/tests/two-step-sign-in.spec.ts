import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from '../support/fixtures';
import { expectSignedOut } from '../support/session';

/** What an authenticator app holding `key` shows now (RFC 6238), or in the next 30-second step. */
async function codeFrom(key: string, stepsAhead = 0): Promise<string> {
  return generate({ secret: key.replace(/\s+/g, ''), epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

async function logInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
}

test('a member turns two-step sign-in on from the profile, then logs in with a code and with a recovery code', async ({ page, member, guard }) => {
  // Between the logins the landing page asks for a session it does not have.
  expectSignedOut(guard);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(section.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const key = (await section.getByLabel('Setup key').textContent()) ?? '';
  await section.getByLabel('Code from the app').fill(await codeFrom(key));
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await expect(section.getByRole('button', { name: 'Done' })).toBeDisabled();
  await section.getByLabel('I have saved my recovery codes').check();
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: new RegExp(member.name) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

  // The code of the step after the one that turned it on: each code works once.
  await logInWithPassword(page, member.email, member.password);
  await page.getByLabel('Code').fill(await codeFrom(key, 1));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The member closes the tab and forgets the browser's session: the dashboard left open would
  // otherwise ask on, and be refused.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await logInWithPassword(page, member.email, member.password);
  await page.getByLabel('Code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Logged in with a recovery code: 9 are left')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the staff fixture logs staff in past the second step', async ({ page, staff }) => {
  const session = await page.request.get('/api/v1/auth/session');
  expect(session.ok()).toBe(true);
  expect(((await session.json()) as { data: { data: { user: { email: string; role: string } } } }).data.data.user).toMatchObject({
    email: staff.email,
    role: 'staff',
  });
  await page.goto('/staff');
  await expect(page.getByRole('button', { name: new RegExp(staff.name) })).toBeVisible();
});
