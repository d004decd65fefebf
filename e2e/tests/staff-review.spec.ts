import type { APIRequestContext, Page } from '@playwright/test';
import { createMusicalWork, createRightsHolder, post } from '../support/api';
import { clickUntilShown, dataTable } from '../support/data-table';
import { expect, test } from '../support/fixtures';
import { openMenu } from '../support/navigation';
import { memberBrowser } from '../support/session';
import { uniqueTitle } from '../support/unique';

/** A complete work and recording of the member's, submitted for registration through the API. */
async function submitWorkAndRecording(request: APIRequestContext, titles: { work: string; recording: string }) {
  const writer = await createRightsHolder(request, { name: uniqueTitle('Ilse Marquardt'), kind: 'person' });
  const work = await createMusicalWork(request, {
    title: titles.work,
    shares: [{ rights_holder_id: writer.id, role: 'composer_author', performance_share: 100, mechanical_share: 100 }],
  });
  await post(request, `/musical-works/${work.id}/submit`, {});
  const owner = await createRightsHolder(request, { name: uniqueTitle('Quayside Records'), kind: 'organisation' });
  const isrc = `GB-QSR-26-${String(Date.now() % 100_000).padStart(5, '0')}`;
  const recording = await post<{ id: string }>(request, '/sound-recordings', {
    title: titles.recording,
    isrc,
    main_artists: ['The Harbour Wrens'],
    performers: [{ name: 'Ines Carvalho', role: 'featured', instrument_or_part: 'Vocals' }],
    ownership: [{ rights_holder_id: owner.id, share: 100 }],
  });
  await post(request, `/sound-recordings/${recording.id}/submit`, {});
  return { workId: work.id, recordingId: recording.id };
}

/** Finds an item in the review queue by its title and opens its review page. */
async function openFromQueue(page: Page, title: string) {
  await (await openMenu(page)).getByRole('link', { name: 'Review queue', exact: true }).click();
  await page.getByLabel('Search the queue').fill(title);
  // The search applies once typing pauses (it goes into the URL); the list is redrawn then.
  await expect(page).toHaveURL(/[?&]q=/);
  // The queue's search forgives misspellings, so the other Lighthouse Keeper item may be listed too.
  const table = dataTable(page, 'Items in review');
  await expect(page.getByText(/^Showing 1–/)).toBeVisible();
  await clickUntilShown(table.getByRole('link', { name: title, exact: true }), page.getByRole('heading', { name: title }));
}

test('staff approve a member’s work and reject their recording with a reason; the member is told, and the work is in the registry', async ({
  page,
  staff,
  otherBrowser,
  mailbox,
}) => {
  const titles = { work: uniqueTitle('Lighthouse Keeper'), recording: uniqueTitle('Lighthouse Keeper (Demo)') };
  const memberPage = await memberBrowser(otherBrowser, mailbox);
  const { workId, recordingId } = await submitWorkAndRecording(memberPage.request, titles);

  // Staff land in the console, where both wait in the queue.
  await page.goto('/');
  await expect(page).toHaveURL(/\/staff\/review$/);
  await expect(page.getByRole('heading', { name: 'Review queue' })).toBeVisible();
  await page.getByLabel('Search the queue').fill('Lighthouse Keeper');
  const queue = dataTable(page, 'Items in review');
  await expect(queue.getByRole('link', { name: titles.work })).toBeVisible();
  await expect(queue.getByRole('link', { name: titles.recording })).toBeVisible();

  await openFromQueue(page, titles.work);
  await expect(page.getByText(`from Ines Carvalho`)).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this work?' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`“${titles.work}” is approved: the member has been told`)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/review$/);

  await openFromQueue(page, titles.recording);
  await page.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this recording' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Give the reason for the rejection')).toBeVisible();
  const reason = 'The master ownership needs the label’s licence: attach it and submit again';
  await reject.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`“${titles.recording}” is rejected: the member has been told why`)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/review$/);

  // The member reads both outcomes, the reason, and the two notifications from the staff member.
  await memberPage.goto(`/music-composition/details/${workId}`);
  await expect(memberPage.getByRole('heading', { name: titles.work })).toBeVisible();
  await expect(memberPage.getByText('Registered', { exact: true }).first()).toBeVisible();
  await memberPage.goto(`/sound-recording/details/${recordingId}`);
  await expect(memberPage.getByText('The society rejected this registration')).toBeVisible();
  await expect(memberPage.getByText(reason, { exact: true })).toBeVisible();
  await memberPage.getByRole('button', { name: 'Notifications' }).click();
  const notifications = memberPage.getByRole('menu');
  await expect(notifications.getByText('Musical work registered')).toBeVisible();
  await expect(notifications.getByText(`“${titles.work}” is now registered with the society`)).toBeVisible();
  await expect(notifications.getByText('Sound recording not approved')).toBeVisible();
  await expect(notifications.getByText(`“${titles.recording}” was not approved: ${reason}`)).toBeVisible();
  await expect(notifications.getByText(`from ${staff.name}`).first()).toBeVisible();

  // Another member finds the approved work in the society's registry.
  const otherPage = await memberBrowser(otherBrowser, mailbox);
  await otherPage.goto(`/music-composition/search?q=${encodeURIComponent(titles.work)}`);
  await expect(otherPage.getByText(titles.work, { exact: true })).toBeVisible();
});

test('a member who opens the staff console is shown the not-found page', async ({ page, member }) => {
  await page.goto('/staff/review');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('button', { name: member.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review queue' })).toHaveCount(0);
});

test('the review queue’s kinds fit side by side on the screen, each label whole', async ({ page, staff: _staff }) => {
  await page.goto('/staff/review');
  const kinds = page.getByRole('radiogroup', { name: 'Kind' });
  await expect(kinds.getByRole('radio')).toHaveCount(3);
  const screenWidth = page.viewportSize()?.width ?? 0;
  const labels = await kinds.locator('label').evaluateAll((elements) =>
    elements.map((label) => {
      const box = label.getBoundingClientRect();
      // A label cut short (an ellipsis) is wider inside than its box.
      return { text: label.textContent ?? '', left: box.left, right: box.right, top: box.top, isWhole: label.scrollWidth <= label.clientWidth };
    }),
  );
  for (const label of labels) {
    expect(label.isWhole, `“${label.text}” is shown whole`).toBe(true);
    expect(label.left, `“${label.text}” starts on the screen`).toBeGreaterThanOrEqual(0);
    expect(label.right, `“${label.text}” ends on the screen`).toBeLessThanOrEqual(screenWidth);
    expect(label.top, `“${label.text}” is on the first one's row`).toBe(labels[0]?.top);
  }
});
