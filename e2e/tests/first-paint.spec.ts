import { signUpMember } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectSignedOut } from '../support/session';

test('a visitor who types into the landing page before its code has come keeps what they typed, and logs in', async ({ page, mailbox, guard }) => {
  expectSignedOut(guard);
  const member = await signUpMember(page.request, mailbox);
  // The app's code is held back until the visitor has typed: the page the server sent is all there is.
  let releaseCode: () => void = () => {};
  const codeHeldBack = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await codeHeldBack;
    await route.continue();
  });

  // Not until `load`, nor DOMContentLoaded: both wait for the module script held back.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // Typed from the keyboard: the page guard checks a screen once its requests have settled, and
  // these wait for the code held back.
  await page.evaluate(() => document.querySelector<HTMLInputElement>('input[name="email"]')?.focus());
  await page.keyboard.type(member.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(member.password);
  // Without its code the page does not submit the form itself (the password would go into the address).
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  releaseCode();

  // Once the app has started (its Log in button submits), its own form holds the same values and the caret, and it logs in.
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
  await expect(page.getByLabel('Email')).toHaveValue(member.email);
  await expect(page.getByLabel(/^Password/)).toHaveValue(member.password);
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
});
