import { formatIswc } from '@repertoire/contract';
import { writeCwr, type CwrOutputRecord } from '../../apps/server/src/features/cwr/writer';
import { createMusicalWork, createRightsHolder, post } from '../support/api';
import { dataRows, dataTable } from '../support/data-table';
import { approveWork } from '../support/disputes';
import { downloaded } from '../support/download';
import { expect, test } from '../support/fixtures';
import { goThroughMenu } from '../support/navigation';
import { memberBrowser } from '../support/session';
import { uniqueIswc, uniqueTitle } from '../support/unique';

/** The first NWR of a CWR 2.x file: its title and submitter work number, at their places in the record (CWR 2.2, NWR). */
function firstNwr(file: string): { title: string; submitterWorkNumber: string } {
  const line = file.split(/\r?\n/).find((record) => record.startsWith('NWR'));
  if (!line) throw new Error('The file has no NWR record');
  return { title: line.slice(19, 79).trim(), submitterWorkNumber: line.slice(81, 95).trim() };
}

/**
 * The receiving society's acknowledgement, as its system would write it (the server's CWR writer): the one transaction
 * sent (group 1, sequence 0) accepted (RA) under the society's work number, returned with an ISWC.
 */
function societyAck(sent: { title: string; submitterWorkNumber: string }, iswc: string): string {
  const ack: CwrOutputRecord[] = [
    {
      recordType: 'ACK',
      values: {
        creationDate: '2026-11-27',
        creationTime: 0,
        originalGroupId: 1,
        originalTransactionSequence: 0,
        originalTransactionType: 'NWR',
        creationTitle: sent.title,
        submitterCreationNumber: sent.submitterWorkNumber,
        recipientCreationNumber: 'SACEM-000123',
        processingDate: '2026-11-28',
        transactionStatus: 'RA',
      },
    },
    { recordType: 'NWR', values: { workTitle: sent.title, submitterWorkNumber: sent.submitterWorkNumber, iswc, distributionCategory: 'UNC', versionType: 'ORI', recordedIndicator: 'U' } },
  ];
  const header = { version: '2.2', senderType: 'SO', senderId: 21, senderName: 'SACEM', createdAt: new Date() } as const;
  return [...writeCwr(header, [{ transactionType: 'ACK', transactions: [ack] }])].join('');
}

test('staff send a member’s registered work to a society as CWR, read its acknowledgement, and the member sees the ISWC', async ({
  page,
  staff: _staff,
  otherBrowser,
  mailbox,
}) => {
  // A member's work, registered: submitted by the member, approved by staff (through the API).
  const title = uniqueTitle('Harbour Lanterns');
  const memberPage = await memberBrowser(otherBrowser, mailbox);
  const writer = await createRightsHolder(memberPage.request, { name: uniqueTitle('Ilse Marquardt'), kind: 'person' });
  const work = await createMusicalWork(memberPage.request, {
    title,
    shares: [{ rights_holder_id: writer.id, role: 'composer_author', performance_share: 100, mechanical_share: 100 }],
  });
  await post(memberPage.request, `/musical-works/${work.id}/submit`, {});
  await approveWork(page.request, work.id);

  // Staff open CWR exports from the console's menu and send that work to society 021.
  await page.goto('/staff');
  await goThroughMenu(page, 'CWR exports');
  await expect(page.getByRole('heading', { name: 'CWR exports', level: 1 })).toBeVisible();
  await page.getByLabel('Receiving society').fill('021');
  await page.getByRole('radio', { name: 'Works by id' }).check();
  await page.getByLabel('Work ids').fill(work.id);
  await page.getByRole('button', { name: 'Create the export' }).click();
  await expect(page.getByRole('heading', { name: /^CWR export CW\d{6}000_021\.V22$/ })).toBeVisible();

  // Written by a job in a moment; the file carries the work.
  const download = page.getByRole('button', { name: 'Download CWR file' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const file = await downloaded(page, () => download.click());
  expect(file.name).toMatch(/^CW\d{6}000_021\.V22$/);
  expect(file.text.startsWith('HDR')).toBe(true);
  // Titles are kept in capitals, as registries write them.
  expect(file.text).toContain(title.toUpperCase());
  const sent = firstNwr(file.text);
  expect(sent.title).toBe(title.toUpperCase());

  // The society's acknowledgement, named as it names its answer, read back on the export's page.
  const iswc = uniqueIswc();
  const ackName = file.name.replace(/^(CW\d{6})000_021/, '$1021_000');
  const imports = page.getByRole('region', { name: 'Acknowledgements imported' });
  await expect(imports.getByRole('heading', { name: 'No acknowledgement imported yet' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: ackName, mimeType: 'text/plain', buffer: Buffer.from(societyAck(sent, iswc)) });
  await page.getByRole('button', { name: 'Import acknowledgement (ACK)' }).click();
  const report = page.getByRole('region', { name: `Report of ${ackName}` });
  await expect(report).toBeVisible();
  const counts = report.getByLabel('What the acknowledgement did');
  const count = (label: string) => counts.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(count('Matched')).toHaveText('1');
  await expect(count('ISWCs set')).toHaveText('1');
  await expect(count('Unmatched records')).toHaveText('0');
  await expect(count('Problems')).toHaveText('0');
  await expect(page.getByLabel('Works and acknowledgements').getByText('Transaction accepted (RA)', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText('1');

  // Kept: listed on the export's page, where its report opens again after the page is left.
  await page.reload();
  await expect(report).toHaveCount(0);
  const list = dataTable(page, 'Acknowledgements imported');
  await expect(dataRows(page, list)).toHaveCount(1);
  await expect(list).toContainText('Transaction accepted (RA): 1');
  await list.getByRole('link', { name: ackName }).click();
  await expect(report).toBeVisible();
  await expect(count('Matched')).toHaveText('1');
  await expect(count('ISWCs set')).toHaveText('1');

  // The member's work now has the society's ISWC.
  await memberPage.goto(`/music-composition/details/${work.id}`);
  await expect(memberPage.getByText(`ISWC ${formatIswc(iswc)}`)).toBeVisible();
});
