import type { SessionInfo } from '@repertoire/contract';
import { logInThroughApi, post, signUpMember } from '../support/api';
import { expect, test } from '../support/fixtures';
import { uniqueTitle } from '../support/unique';

test('a notification staff send arrives live on the member’s open dashboard, and opening it lowers the unread count', async ({
  page,
  // The fixture logs the test's page in as staff.
  staff: _staff,
  otherBrowser,
  mailbox,
}) => {
  // The member, in a browser of their own, has the dashboard open; the test's page is the staff member's.
  const memberPage = await otherBrowser();
  const member = await signUpMember(memberPage.request, mailbox);
  await logInThroughApi(memberPage.request, member);
  const session = (await (await memberPage.request.get('/api/v1/auth/session')).json()) as { data: { data: SessionInfo } };
  const memberId = session.data.data.user.id;

  // The event stream answers once the server has taken its starting point: what is sent after that arrives.
  const streamOpen = memberPage.waitForResponse((response) => response.url().endsWith('/api/v1/notifications/stream'));
  await memberPage.goto('/dashboard');
  expect((await streamOpen).status()).toBe(200);
  // A new member has one unread notification already: the welcome from their e-mail verification.
  await expect(memberPage.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();

  // Staff tell this member something through the API, without the member reloading.
  const title = uniqueTitle('Office closed');
  await post(page.request, '/staff/announcements', { title, message: 'The office is closed on Friday', audience: 'member', memberId });

  // It arrives live: the count rises and a toast says it.
  await expect(memberPage.getByRole('button', { name: 'Notifications (2 unread)' })).toBeVisible({ timeout: 15_000 });
  await expect(memberPage.getByText('The office is closed on Friday').first()).toBeVisible();

  // The member opens it: it is read, and the count falls.
  await memberPage.getByRole('button', { name: 'Notifications (2 unread)' }).click();
  const item = memberPage.getByRole('menuitem', { name: new RegExp(title) });
  await expect(item).toContainText('from Repertoire');
  await expect(item).toContainText('Unread');
  await item.click();
  await expect(memberPage.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByRole('button', { name: 'Notifications (1 unread)' })).toBeVisible();
});
