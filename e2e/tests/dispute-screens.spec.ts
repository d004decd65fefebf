import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { raiseDisputeOverNewWork } from '../support/disputes';
import { expect, test } from '../support/fixtures';
import { memberBrowser } from '../support/session';
import { uniqueTitle } from '../support/unique';

/**
 * The page is no wider than the screen. At phone size the page guard checks every screen too; at
 * desktop size only here, where a member's text is made to stretch it.
 */
async function expectNoSidewaysScroll(page: Page) {
  const screenWidth = page.viewportSize()?.width ?? 0;
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
}

const timeline = (page: Page) => page.getByRole('region', { name: 'Messages and events' });
const summary = (page: Page) => page.getByRole('region', { name: 'The dispute' });

test('a title, a description and a message without a single space wrap on the dispute page: no sideways scrolling for either party or staff', async ({
  page,
  // The fixture logs the test's page in as staff; the parties have browsers of their own.
  staff: _staff,
  otherBrowser,
  mailbox,
}) => {
  // The longest each may be, in one word.
  const title = uniqueTitle('Saltmarsh'.repeat(21)).replaceAll(' ', '');
  const description = 'Splitsheet'.repeat(500);
  const message = 'Sessionnotes'.repeat(416).padEnd(5000, 'x');
  const registrant = await memberBrowser(otherBrowser, mailbox);
  const disputer = await memberBrowser(otherBrowser, mailbox);
  const { workId, disputeId } = await raiseDisputeOverNewWork({ registrant: registrant.request, disputer: disputer.request, staff: page.request }, { title, description });

  await disputer.goto(`/musicalworks-indispute/details/${workId}`);
  await disputer.getByRole('textbox', { name: 'Message' }).fill(message);
  await disputer.getByRole('button', { name: 'Send message' }).click();
  await expect(timeline(disputer).getByText(message)).toBeVisible();
  await expectNoSidewaysScroll(disputer);

  await registrant.goto(`/musicalworks-indispute/details/${workId}`);
  await expect(timeline(registrant).getByText(message)).toBeVisible();
  await expect(summary(registrant).getByText(description)).toBeVisible();
  await expectNoSidewaysScroll(registrant);

  await page.goto(`/staff/disputes/${disputeId}`);
  await expect(page.getByRole('heading', { name: `Dispute over “${title}”` })).toBeVisible();
  await expect(timeline(page).getByText(message)).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('a party’s open dispute page shows another party’s message as the notification of it arrives, without a reload', async ({ page, staff: _staff, otherBrowser, mailbox }) => {
  const registrant = await memberBrowser(otherBrowser, mailbox);
  const disputer = await memberBrowser(otherBrowser, mailbox);
  const { workId } = await raiseDisputeOverNewWork(
    { registrant: registrant.request, disputer: disputer.request, staff: page.request },
    { title: uniqueTitle('Tidewater Hymn'), description: 'The second verse and its melody are mine.' },
  );

  // Both have the dispute open, and the registrant's header listens for news.
  const streamOpen = registrant.waitForResponse((response) => response.url().endsWith('/api/v1/notifications/stream'));
  await registrant.goto(`/musicalworks-indispute/details/${workId}`);
  expect((await streamOpen).status()).toBe(200);
  await expect(summary(registrant).getByText('The second verse and its melody are mine.')).toBeVisible();
  await disputer.goto(`/musicalworks-indispute/details/${workId}`);

  const message = 'I have the demo from March 2019 with the second verse on it.';
  await disputer.getByRole('textbox', { name: 'Message' }).fill(message);
  await disputer.getByRole('button', { name: 'Send message' }).click();
  await expect(timeline(disputer).getByText(message)).toBeVisible();

  // The registrant's window never got the focus back: the notification alone brings the message.
  await expect(timeline(registrant).getByText(message)).toBeVisible({ timeout: 5_000 });
});

test('a dispute address with an unknown id, or none at all, shows the not-found page to members and staff', async ({ page, staff: _staff, otherBrowser, mailbox, guard }) => {
  const unknownId = randomUUID();
  guard.expectFailedRequest(/\/api\/v1\/musical-works\/[^/]+\/disputes$/, 400);
  guard.expectFailedRequest(/\/api\/v1\/musical-works\/[^/]+\/disputes$/, 404);
  guard.expectFailedRequest(/\/api\/v1\/musical-works\/not-an-id$/, 400);
  guard.expectFailedRequest(/\/api\/v1\/disputes\/[^/]+$/, 400);
  guard.expectFailedRequest(/\/api\/v1\/disputes\/[^/]+$/, 404);
  const member = await memberBrowser(otherBrowser, mailbox);

  const expectNotFound = async (on: Page, address: string, noun: string, back: string) => {
    await on.goto(address);
    await expect(on.getByRole('heading', { name: `${noun} not found` })).toBeVisible();
    await expect(on).toHaveTitle(`${noun} not found · Repertoire`);
    await expect(on.getByText('Could not load this part of the page')).toHaveCount(0);
    await expect(on.getByRole('link', { name: back })).toBeVisible();
  };
  for (const id of ['not-an-id', unknownId]) {
    await expectNotFound(member, `/musicalworks-indispute/details/${id}`, 'Dispute', 'Back to Musical Works in Dispute');
    await expectNotFound(page, `/staff/disputes/${id}`, 'Dispute', 'Back to Disputes');
  }
  await expectNotFound(member, '/musical-work/dispute/not-an-id', 'Musical work', 'Back to the registry search');
});
