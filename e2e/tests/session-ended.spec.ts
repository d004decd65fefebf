import { logInThroughApi, post } from '../support/api';
import { expect, test } from '../support/fixtures';
import { goThroughMenu } from '../support/navigation';
import { expectSignedOut } from '../support/session';

test('a member whose session ends elsewhere is told so at the next step and lands on the sign-in page', async ({ page, member, otherBrowser, guard }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();

  // On another device the member changes the password, which ends every other session (docs/architecture.md#sessions).
  const phone = await otherBrowser();
  await logInThroughApi(phone.request, member);
  await post(phone.request, '/auth/password/change', { current_password: member.password, new_password: 'ferry-signal-morning-58' });

  // The page still believes in its session: the next screen's requests are refused, by design.
  guard.expectFailedRequest(/\/api\/v1\//, 401);
  expectSignedOut(guard);
  await goThroughMenu(page, 'Bank Details');
  await expect(page.getByText('Your session has ended: sign in again to continue')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
