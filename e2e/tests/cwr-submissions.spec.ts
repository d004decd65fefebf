import type { Page } from '@playwright/test';
import { cwrFileOf, cwrWork } from '../../apps/server/test/support/cwr-works';
import { createMusicalWork, post } from '../support/api';
import { dataRows, dataTable } from '../support/data-table';
import { approveWork, ownRightsHolder, renameMember } from '../support/disputes';
import { downloaded } from '../support/download';
import { expect, test } from '../support/fixtures';
import { expectWhole } from '../support/layout';
import { goThroughMenu } from '../support/navigation';
import { memberBrowser } from '../support/session';
import { uniqueIswc, uniqueTitle } from '../support/unique';

const FILE_NAME = 'CW260001QM_000.V21';

/**
 * A CWR 2.1 file as a publisher's system writes it (the server's writer): HARBOUR LIGHTS, accepted; NIGHT FERRY, whose
 * writer's IPI name number has a wrong check digit, rejected; and the member's own share of a work another member
 * registered whole, in conflict.
 */
function cwrFile(member: { givenName: string; otherNames: string }, registered: { title: string; iswc: string }): Buffer {
  const works = [
    cwrWork({ number: 'QM001', title: 'HARBOUR LIGHTS', ipi: '00141073316' }),
    cwrWork({ number: 'QM002', title: 'NIGHT FERRY', ipi: '00141073317' }),
    cwrWork({ number: 'QM003', title: registered.title, ipi: null, writer: { lastName: member.otherNames, firstName: member.givenName }, iswc: registered.iswc }),
  ];
  return Buffer.from(cwrFileOf(works), 'latin1');
}

async function sendFile(page: Page, buffer: Buffer): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({ name: FILE_NAME, mimeType: 'text/plain', buffer });
  await page.getByRole('button', { name: 'Send the file' }).click();
}

test('a member sends a CWR file, reads each transaction’s answer and downloads the acknowledgement', async ({
  page: staffPage,
  // The fixture logs the test's page in as staff, who approve the registrant's work; both members have browsers of their own.
  staff: _staff,
  otherBrowser,
  mailbox,
  guard,
}) => {
  // Another member registers a work whole, with its ISWC.
  const registrant = await memberBrowser(otherBrowser, mailbox);
  const registered = { title: uniqueTitle('Low Tide Hymn').toUpperCase(), iswc: uniqueIswc() };
  const registrantRecord = await ownRightsHolder(registrant.request);
  const registeredWork = await createMusicalWork(registrant.request, {
    title: registered.title,
    iswc: registered.iswc,
    shares: [{ rights_holder_id: registrantRecord.id, role: 'composer_author', performance_share: 100, mechanical_share: 100 }],
  });
  await post(registrant.request, `/musical-works/${registeredWork.id}/submit`, {});
  await approveWork(staffPage.request, registeredWork.id);

  // The member's publishing system names the member as a writer of it, holding all of it.
  const page = await memberBrowser(otherBrowser, mailbox);
  const member = { givenName: 'Tomas', otherNames: uniqueTitle('Lindqvist') };
  await renameMember(page.request, { given_name: member.givenName, other_names: member.otherNames });
  const buffer = cwrFile(member, registered);
  await page.goto('/dashboard');
  await goThroughMenu(page, 'Musical Works');

  // Beside the spreadsheet import, in the works' file menu.
  await page.getByRole('button', { name: 'Import / Export' }).click();
  await page.getByRole('menuitem', { name: 'Send a CWR file' }).click();
  await expect(page.getByRole('heading', { name: 'CWR submissions', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No CWR files sent yet' })).toBeVisible();

  await sendFile(page, buffer);
  await expect(page.getByRole('heading', { name: `CWR file ${FILE_NAME}` })).toBeVisible();

  // Read in a moment: one accepted, one in conflict, one rejected; those to look at shown first with what to fix.
  await expect(page.getByRole('button', { name: 'Download acknowledgement (ACK)' })).toBeVisible({ timeout: 30_000 });
  const counts = page.getByLabel('Answers per status');
  const count = (label: string) => counts.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(count('Transactions')).toHaveText('3');
  await expect(count('Accepted (RA)')).toHaveText('1');
  await expect(count('In conflict (CO)')).toHaveText('1');
  await expect(count('Rejected (RJ)')).toHaveText('1');
  const transactions = dataTable(page, 'Transactions');
  await expect(dataRows(page, transactions)).toHaveCount(2);
  await expect(transactions).toContainText('QM003');
  await expect(transactions).toContainText('In conflict (CO)');
  await expect(transactions).toContainText(`In dispute: the performance and mechanical share of “${registered.title}”`);
  await expect(transactions).toContainText('NIGHT FERRY');
  await expect(transactions).toContainText('QM002');
  await expect(transactions).toContainText('Rejected (RJ)');
  await expect(transactions).toContainText('Error (SWR, line 7, field writerIpiName): IPI name number 00141073317 has a wrong check digit or shape');

  // The filter shows whole, on a phone too.
  await expectWhole(page.getByRole('combobox', { name: 'Show' }));
  // Every transaction: the accepted one leads to the work it saved.
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'All transactions' }).click();
  await expect(dataRows(page, transactions)).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Open work HARBOUR LIGHTS' })).toBeVisible();

  // The acknowledgement, under its CWR name, for the member's system.
  const ack = await downloaded(page, () => page.getByRole('button', { name: 'Download acknowledgement (ACK)' }).click());
  expect(ack.name).toBe('CW260001000_QM.V21');
  expect(ack.text.startsWith('HDR')).toBe(true);
  // The conflict's message, in CWR's capitals, for the member's system to show.
  expect(ack.text).toContain('IN DISPUTE: THE PERFORMANCE AND MECHANICAL SHARE OF');

  // Listed with its counts; the same file name again is refused with the server's reason.
  // Back to the list (by its address: on a phone the toasts of the download and of the reading cover its link).
  await expect(page.getByRole('link', { name: 'Your CWR submissions' })).toHaveAttribute('href', '/cwr/submissions');
  await page.goto('/cwr/submissions');
  const list = dataTable(page, 'Your CWR submissions');
  await expect(dataRows(page, list)).toHaveCount(1);
  await expect(list).toContainText('1 accepted (RA) · 1 in conflict (CO) · 1 rejected (RJ)');
  guard.expectFailedRequest(/\/api\/v1\/cwr\/submissions$/, 409);
  await sendFile(page, buffer);
  await expect(page.getByRole('alert', { name: 'The file was not uploaded' })).toContainText(`You sent ${FILE_NAME}`);
});
