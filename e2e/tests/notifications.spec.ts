import type { Page } from '@playwright/test';
import type { SessionInfo } from '@repertoire/contract';
import { formatIsni } from '@repertoire/contract';
import { post } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectWhole, linesOf } from '../support/layout';
import type { Mailbox } from '../support/mailbox';
import { memberBrowser } from '../support/session';
import { uniqueIsni, uniqueTitle } from '../support/unique';

/** A new member logged in on a browser of their own (the test's page is the staff member's), and their id. */
async function memberWithBrowser(otherBrowser: () => Promise<Page>, mailbox: Mailbox): Promise<{ memberPage: Page; memberId: string }> {
  const memberPage = await memberBrowser(otherBrowser, mailbox);
  const session = (await (await memberPage.request.get('/api/v1/auth/session')).json()) as { data: { data: SessionInfo } };
  return { memberPage, memberId: session.data.data.user.id };
}

/** Opens the dashboard once the notification stream answers: what is sent after that arrives live. */
async function openDashboardListening(memberPage: Page): Promise<void> {
  const streamOpen = memberPage.waitForResponse((response) => response.url().endsWith('/api/v1/notifications/stream'));
  await memberPage.goto('/dashboard');
  expect((await streamOpen).status()).toBe(200);
}

test('a notification staff send arrives live on the member’s open dashboard, and opening it lowers the unread count', async ({
  page,
  // The fixture logs the test's page in as staff.
  staff: _staff,
  otherBrowser,
  mailbox,
}) => {
  // The member, in a browser of their own, has the dashboard open; the test's page is the staff member's.
  const { memberPage, memberId } = await memberWithBrowser(otherBrowser, mailbox);
  await openDashboardListening(memberPage);
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

test('staff set a member’s ISNI while the member’s page is open: the header’s badge shows it at once, without a reload', async ({
  page,
  // The fixture logs the test's page in as staff.
  staff: _staff,
  otherBrowser,
  mailbox,
}) => {
  const { memberPage, memberId } = await memberWithBrowser(otherBrowser, mailbox);
  await openDashboardListening(memberPage);
  const badge = memberPage.getByRole('banner').getByText(/^ISNI/);
  await expect(badge).toHaveText('ISNI pending');
  // Marks this document: a reload would start a new one without it.
  await memberPage.evaluate(() => Object.assign(window, { loadedOnce: true }));

  const isni = uniqueIsni();
  const answer = await page.request.put(`/api/v1/staff/members/${memberId}/isni`, { data: { isni } });
  expect(answer.status()).toBe(200);

  await expect(memberPage.getByText('Your identifiers have been updated')).toBeVisible();
  await expect(badge).toHaveText(`ISNI ${formatIsni(isni)}`, { timeout: 5_000 });
  expect(await memberPage.evaluate(() => 'loadedOnce' in window)).toBe(true);

  // The number shows whole, on one line, in the header at a phone's width too.
  await expectWhole(badge);
  expect(await linesOf(badge)).toBe(1);
});
