import type { Page } from '@playwright/test';
import { createMusicalWork, createRightsHolder, post } from '../support/api';
import { clickUntilShown } from '../support/data-table';
import { approveWork, listEntry, ownRightsHolder, positionTotals, registeredShares, renameMember, tinyPdf } from '../support/disputes';
import { expect, test } from '../support/fixtures';
import { openMenu } from '../support/navigation';
import { memberBrowser } from '../support/session';
import { uniqueTitle } from '../support/unique';

/** The unread count the bell's button names, once the notifications have loaded (a new member has their welcome unread, at least). */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('button', { name: /^Notifications \(\d+ unread\)$/ });
  await expect(bell).toBeVisible();
  return Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0]);
}

/** Opens the dispute from staff's desk, found by the work's title. */
async function openFromDesk(page: Page, title: string) {
  await (await openMenu(page)).getByRole('link', { name: 'Disputes', exact: true }).click();
  // The search applies once typing pauses (it goes into the URL); the list is redrawn, dimmed until its answer comes.
  const searched = page.waitForResponse((response) => /\/api\/v1\/staff\/disputes\?.*q=/.test(response.url()));
  await page.getByLabel('Search disputes').fill(title);
  await searched;
  await expect(page).toHaveURL(/[?&]q=/);
  const heading = page.getByRole('heading', { name: `Dispute over “${title}”` });
  await clickUntilShown(page.getByRole('link', { name: title, exact: true }), heading);
}

test('an overclaim, from the claim to staff’s decision: the registrant is told live, the parties talk and bring evidence, staff set the final shares', async ({
  page,
  // The fixture logs the test's page in as staff; both members have browsers of their own.
  staff,
  otherBrowser,
  mailbox,
}) => {
  test.slow();
  const title = uniqueTitle('Saltmarsh Reel');

  // The registrant registers the work with a co-writer, half each; staff approve it.
  const registrant = await memberBrowser(otherBrowser, mailbox);
  const registrantName = await renameMember(registrant.request, { given_name: 'Amara', other_names: uniqueTitle('Okafor') });
  const registrantRecord = await ownRightsHolder(registrant.request);
  const cowriterName = uniqueTitle('Ruth Abernethy');
  const cowriter = await createRightsHolder(registrant.request, { name: cowriterName, kind: 'person' });
  const work = await createMusicalWork(registrant.request, {
    title,
    shares: [registrantRecord.id, cowriter.id].map((id) => ({ rights_holder_id: id, role: 'composer_author', performance_share: 50, mechanical_share: 50 })),
  });
  await post(registrant.request, `/musical-works/${work.id}/submit`, {});
  await approveWork(page.request, work.id);

  // The registrant has their works open, the new one registered, and the header listens for news.
  const streamOpen = registrant.waitForResponse((response) => response.url().endsWith('/api/v1/notifications/stream'));
  await registrant.goto('/music-composition');
  expect((await streamOpen).status()).toBe(200);
  await expect(listEntry(registrant, 'Your musical works', title)).toContainText('Registered');
  await expect(listEntry(registrant, 'Your musical works', title)).not.toContainText('In dispute');
  const unreadBefore = await unreadCount(registrant);

  // Another member finds the work in the registry and claims 30% of each right as its composer.
  const claimant = await memberBrowser(otherBrowser, mailbox);
  const claimantName = await renameMember(claimant.request, { given_name: 'Tomas', other_names: uniqueTitle('Lindqvist') });
  await claimant.goto('/music-composition');
  await claimant.getByRole('link', { name: 'Search the registry' }).click();
  await claimant.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await claimant.getByRole('button', { name: 'Search', exact: true }).click();
  await claimant.getByRole('button', { name: `Claim a share of ${title}`, exact: true }).click();
  const claim = claimant.getByRole('dialog', { name: `Claim a share of “${title}”` });
  await expect(claim.getByLabel('Role')).toHaveValue('composer_author');
  await claim.getByLabel('Performance %').fill('30');
  await claim.getByLabel('Mechanical %').fill('30');
  await claim.getByRole('button', { name: 'Claim the share' }).click();

  // 130% of each right: a dispute opens at once and the claimant is taken to it.
  await expect(claimant.getByText('Your claim takes the work over 100%: a dispute is open, and the other parties have been told')).toBeVisible();
  await expect(claimant).toHaveURL(new RegExp(`/musicalworks-indispute/details/${work.id}\\?dispute=`));
  await expect(claimant.getByRole('heading', { name: `Dispute over “${title}”` })).toBeVisible();
  await expect(claimant.getByRole('region', { name: 'The dispute' }).getByText('Open', { exact: true })).toBeVisible();
  const claimantTotals = await positionTotals(claimant, 'You');
  for (const total of [claimantTotals.performance, claimantTotals.mechanical]) {
    await expect(total).toHaveText('130.00% (over 100%)');
    await expect(total).toHaveAttribute('data-over', 'true');
  }
  const registrantTotals = await positionTotals(claimant, registrantName);
  await expect(registrantTotals.performance).toHaveText('100.00%');
  await expect(registrantTotals.performance).not.toHaveAttribute('data-over');

  // The registrant is told live: the count rises; the notification leads to the dispute.
  await expect(registrant.getByRole('button', { name: `Notifications (${unreadBefore + 1} unread)` })).toBeVisible();
  await registrant.getByRole('button', { name: `Notifications (${unreadBefore + 1} unread)` }).click();
  const notice = registrant.getByRole('menuitem', { name: /Dispute opened/ });
  await expect(notice).toContainText(`${claimantName} opened a dispute over “${title}”`);
  await notice.click();
  await expect(registrant).toHaveURL(new RegExp(`/musicalworks-indispute/details/${work.id}$`));
  await expect(registrant.getByRole('heading', { name: `Dispute over “${title}”` })).toBeVisible();
  await expect(registrant.getByRole('button', { name: `Notifications (${unreadBefore} unread)` })).toBeVisible();
  const answer = 'The split sheet we both signed in March gives Ruth and me half each: I will attach it';
  await registrant.getByRole('textbox', { name: 'Message' }).fill(answer);
  await registrant.getByRole('button', { name: 'Send message' }).click();
  await expect(registrant.getByText(answer, { exact: true })).toBeVisible();
  await expect(registrant.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // The work is in dispute in the registrant's list.
  await registrant.goto('/music-composition');
  await expect(listEntry(registrant, 'Your musical works', title)).toContainText('In dispute');

  // The claimant reads the answer and brings a PDF.
  await claimant.reload();
  await expect(claimant.getByText(answer, { exact: true })).toBeVisible();
  await claimant.locator('input[type="file"]').setInputFiles({ name: 'session-notes.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await expect(claimant.getByRole('list', { name: 'Files to send' })).toContainText('session-notes.pdf');
  await claimant.getByRole('button', { name: 'Add evidence' }).click();
  await expect(claimant.getByText('The file is added: the other parties have been told')).toBeVisible();
  await expect(claimant.getByRole('list', { name: 'Evidence files' }).getByRole('link', { name: 'session-notes.pdf' })).toBeVisible();

  // Staff find it on their desk, take it under review and resolve it with final shares of their own.
  await page.goto('/staff/review');
  await openFromDesk(page, title);
  const about = page.getByRole('region', { name: 'The dispute' });
  await expect(page.getByRole('list', { name: 'Evidence files' }).getByRole('link', { name: 'session-notes.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Take under review' }).click();
  await expect(about.getByText('Under review', { exact: true })).toBeVisible();
  await expect(about).toContainText(staff.name);
  await page.getByRole('button', { name: 'Resolve', exact: true }).click();
  const decision = page.getByRole('form', { name: 'Resolve the dispute' });
  // The claimant's proposal names all three: the registered shares and the claim.
  await decision.getByLabel('Start from').selectOption({ label: `${claimantName}’s proposal` });
  await expect(decision.getByText('Performance shares add up to 130.00%: they must add up to exactly 100%')).toBeVisible();
  const finalShares = [
    [registrantName, '40'],
    [cowriterName, '40'],
    [claimantName, '20'],
  ] as const;
  for (const [name, share] of finalShares) {
    const line = decision.getByRole('group', { name });
    await line.getByLabel('Performance %').fill(share);
    await line.getByLabel('Mechanical %').fill(share);
  }
  await expect(decision.getByLabel('Performance total 100.00%')).toBeVisible();
  await expect(decision.getByLabel('Mechanical total 100.00%')).toBeVisible();
  const reason = 'The split sheet and the session notes show a third writer: 40% each to the registered writers, 20% to the claimant';
  await decision.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await decision.getByRole('button', { name: 'Resolve with these shares' }).click();
  await expect(page.getByText(`The dispute over “${title}” is resolved: the final shares are the work’s, and the parties have been told`)).toBeVisible();
  await expect(about.getByText('Resolved', { exact: true })).toBeVisible();

  // Both members read the decision and the final shares.
  for (const member of [claimant, registrant]) {
    await member.goto(`/musicalworks-indispute/details/${work.id}`);
    const readout = member.getByRole('region', { name: 'The dispute' });
    await expect(readout.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(readout.getByText(reason, { exact: true })).toBeVisible();
    for (const [name, share] of finalShares) {
      const registered = registeredShares(member, name);
      await expect(registered.performance).toHaveText(`${share}.00%`);
      await expect(registered.mechanical).toHaveText(`${share}.00%`);
    }
  }

  // The work has its new shares and is no longer in dispute.
  await registrant.goto(`/music-composition/details/${work.id}`);
  await expect(registrant.getByRole('heading', { name: title })).toBeVisible();
  for (const [name, share] of finalShares) {
    await expect(listEntry(registrant, 'Rights holders and shares', name)).toContainText(`${share}.00%`);
  }
  await expect(registrant.getByLabel('Performance total 100.00%')).toBeVisible();
  await expect(registrant.getByRole('alert', { name: 'In dispute' })).toHaveCount(0);
  await registrant.goto('/music-composition');
  await expect(listEntry(registrant, 'Your musical works', title)).toBeVisible();
  await expect(listEntry(registrant, 'Your musical works', title)).not.toContainText('In dispute');
});
