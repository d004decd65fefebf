import { createMusicalWork, createRightsHolder, post } from '../support/api';
import { listEntry, ownRightsHolder, renameMember } from '../support/disputes';
import { expect, test } from '../support/fixtures';
import { linesOf } from '../support/layout';
import { memberBrowser } from '../support/session';
import { uniqueTitle } from '../support/unique';

test('a work registered with part of each right unclaimed: another member’s claim fits, waits, and joins once the registrant confirms it', async ({
  page,
  // The fixture logs the test's page in as staff; both members have browsers of their own.
  staff,
  otherBrowser,
  mailbox,
}) => {
  test.slow();
  const title = uniqueTitle('Half Moon Bay');

  // The registrant registers their own 40% and names a co-writer they do not control at 20%.
  const registrant = await memberBrowser(otherBrowser, mailbox);
  await renameMember(registrant.request, { given_name: 'Amara', other_names: uniqueTitle('Okafor') });
  const registrantRecord = await ownRightsHolder(registrant.request);
  const cowriterName = uniqueTitle('Ruth Abernethy');
  const cowriter = await createRightsHolder(registrant.request, { name: cowriterName, kind: 'person' });
  const work = await createMusicalWork(registrant.request, {
    title,
    shares: [
      { rights_holder_id: registrantRecord.id, role: 'composer', performance_share: 40, mechanical_share: 40 },
      { rights_holder_id: cowriter.id, role: 'author', performance_share: 20, mechanical_share: 20, controlled: false },
    ],
  });
  await post(registrant.request, `/musical-works/${work.id}/submit`, {});

  // Staff see the unclaimed part and the not-controlled line on the review page, and approve the work.
  await page.goto(`/staff/review/musical-works/${work.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Totals: performance 60.00% (40.00% unclaimed), mechanical 60.00% (40.00% unclaimed)')).toBeVisible();
  await expect(listEntry(page, 'Shares', cowriterName)).toContainText('Not controlled');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve this work?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`“${title}” is approved: the member has been told`)).toBeVisible();

  // Another member finds it in the registry with what is left, and claims 30% as arranger.
  const claimant = await memberBrowser(otherBrowser, mailbox);
  const claimantName = await renameMember(claimant.request, { given_name: 'Tomas', other_names: uniqueTitle('Lindqvist') });
  await claimant.goto(`/music-composition/search?q=${encodeURIComponent(title)}`);
  const found = listEntry(claimant, 'Registered works found', title);
  await expect(found).toContainText('40.00% / 40.00% unclaimed');
  await expect(found).toContainText('Not controlled');
  // Each value keeps the width of its row (on a phone, of its card beside a long label): a line or two, not a letter a line.
  expect(await linesOf(found.getByText('40.00% / 40.00% unclaimed'))).toBeLessThanOrEqual(2);
  // Above a phone's width it is a table: a heading and a date keep their words whole in a narrow column.
  const registered = claimant.getByRole('columnheader', { name: 'Registered' });
  if (await registered.isVisible()) {
    expect(await linesOf(registered)).toBe(1);
    expect(await linesOf(found.getByRole('cell').filter({ hasText: /^\d\d\/\d\d\/\d{4}$/ }))).toBe(1);
  }
  await claimant.getByRole('button', { name: `Claim a share of ${title}`, exact: true }).click();
  const claim = claimant.getByRole('dialog', { name: `Claim a share of “${title}”` });
  await claim.getByLabel('Role').selectOption('arranger');
  await expect(claim.getByLabel('What is left to claim')).toHaveText('Left to claim: performance 40.00%, mechanical 40.00%');
  await claim.getByLabel('Performance %').fill('50');
  await expect(claim.getByRole('status')).toHaveText('This claim takes the performance share over 100%: it opens a dispute with the other parties');
  await claim.getByLabel('Performance %').fill('30');
  await claim.getByLabel('Mechanical %').fill('30');
  await expect(claim.getByRole('status')).toHaveText('This claim fits into the 40.00% left: it waits for the registrant’s confirmation');
  await claim.getByRole('button', { name: 'Claim the share' }).click();
  await expect(claim.getByText(/^Your claim waits for the registrant’s confirmation until \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await claim.getByRole('button', { name: 'Close', exact: true }).last().click();

  // The claimant sees it waiting under "Your claims".
  await claimant.goto('/musicalworks-indispute');
  await expect(listEntry(claimant, 'Your claims', title)).toContainText('Waiting for confirmation');

  // The registrant was told of the approval by the staff member, reads the unclaimed part on the
  // work's page and confirms the claim: it joins the shares.
  await registrant.goto(`/music-composition/details/${work.id}`);
  await expect(registrant.getByRole('heading', { name: title })).toBeVisible();
  await registrant.getByRole('button', { name: /^Notifications/ }).click();
  await expect(registrant.getByRole('menu').getByText(`from ${staff.name}`).first()).toBeVisible();
  await registrant.keyboard.press('Escape');
  await expect(registrant.getByLabel('Performance total 60.00%, 40.00% unclaimed')).toBeVisible();
  await expect(listEntry(registrant, 'Rights holders and shares', cowriterName)).toContainText('Not controlled');
  const waiting = registrant.getByRole('region', { name: 'Claims waiting for you' }).getByRole('group', { name: `Claim by ${claimantName}` });
  await waiting.getByRole('button', { name: 'Confirm' }).click();
  await registrant.getByRole('dialog', { name: 'Confirm this claim?' }).getByRole('button', { name: 'Confirm the claim' }).click();
  await expect(listEntry(registrant, 'Rights holders and shares', claimantName)).toContainText('30.00%');
  await expect(registrant.getByLabel('Performance total 90.00%, 10.00% unclaimed')).toBeVisible();

  await claimant.reload();
  await expect(listEntry(claimant, 'Your claims', title)).toContainText('Accepted');
});
