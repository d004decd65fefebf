import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { dataRows, dataTable } from '../support/data-table';
import { downloaded } from '../support/download';
import { expect, test } from '../support/fixtures';
import { goThroughMenu } from '../support/navigation';

/** A CWR 2.1 file as a publisher's system writes it (the server's writer): HARBOUR LIGHTS, then NIGHT FERRY with a wrong IPI check digit. */
const FILE_NAME = 'CW260001QM_000.V21';
const cwrFile = () => readFile(new URL(`../fixtures/cwr/${FILE_NAME}`, import.meta.url));

async function sendFile(page: Page, buffer: Buffer): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({ name: FILE_NAME, mimeType: 'text/plain', buffer });
  await page.getByRole('button', { name: 'Send the file' }).click();
}

test('a member sends a CWR file, reads each transaction’s answer and downloads the acknowledgement', async ({ page, guard, member: _member }) => {
  const buffer = await cwrFile();
  await page.goto('/dashboard');
  await goThroughMenu(page, 'Musical Works');

  // Beside the spreadsheet import, in the works' file menu.
  await page.getByRole('button', { name: 'Import / Export' }).click();
  await page.getByRole('menuitem', { name: 'Send a CWR file' }).click();
  await expect(page.getByRole('heading', { name: 'CWR submissions', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No CWR files sent yet' })).toBeVisible();

  await sendFile(page, buffer);
  await expect(page.getByRole('heading', { name: `CWR file ${FILE_NAME}` })).toBeVisible();

  // Read in a moment: one accepted, one rejected, and the rejected one shown first with what to fix.
  await expect(page.getByRole('button', { name: 'Download acknowledgement (ACK)' })).toBeVisible({ timeout: 30_000 });
  const counts = page.getByLabel('Answers per status');
  const count = (label: string) => counts.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(count('Transactions')).toHaveText('2');
  await expect(count('Accepted (RA)')).toHaveText('1');
  await expect(count('Rejected (RJ)')).toHaveText('1');
  const transactions = dataTable(page, 'Transactions');
  await expect(dataRows(page, transactions)).toHaveCount(1);
  await expect(transactions).toContainText('NIGHT FERRY');
  await expect(transactions).toContainText('QM002');
  await expect(transactions).toContainText('Rejected (RJ)');
  await expect(transactions).toContainText('Error (SWR, line 7, field writerIpiName): IPI name number 00141073317 has a wrong check digit or shape');

  // Every transaction: the accepted one leads to the work it saved.
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'All transactions' }).click();
  await expect(dataRows(page, transactions)).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Open work HARBOUR LIGHTS' })).toBeVisible();

  // The acknowledgement, under its CWR name, for the member's system.
  const ack = await downloaded(page, () => page.getByRole('button', { name: 'Download acknowledgement (ACK)' }).click());
  expect(ack.name).toBe('CW260001000_QM.V21');
  expect(ack.text.startsWith('HDR')).toBe(true);

  // Listed with its counts; the same file name again is refused with the server's reason.
  await page.getByRole('link', { name: 'Your CWR submissions' }).click();
  const list = dataTable(page, 'Your CWR submissions');
  await expect(dataRows(page, list)).toHaveCount(1);
  await expect(list).toContainText('1 accepted (RA) · 1 rejected (RJ)');
  guard.expectFailedRequest(/\/api\/v1\/cwr\/submissions$/, 409);
  await sendFile(page, buffer);
  await expect(page.getByRole('alert', { name: 'The file was not uploaded' })).toContainText(`You sent ${FILE_NAME}`);
});
