import type { Locator, Page } from '@playwright/test';
import { createMusicalWork, createRightsHolder } from '../support/api';
import { dataRows, dataTable } from '../support/data-table';
import { expect, test } from '../support/fixtures';
import { clickBelowTheFold, goThroughMenu, scrolledBy } from '../support/navigation';
import { uniqueTitle } from '../support/unique';

async function searchDirectory(page: Page, text: string) {
  await page.getByRole('button', { name: 'Add rights holder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a rights holder' });
  await dialog.getByLabel('Search rights holders').fill(text);
  return dialog;
}

/** Finds a rights holder in the directory (the name search tolerates typos) and adds them to the work. */
async function addFromDirectory(page: Page, typed: string, name: string) {
  const dialog = await searchDirectory(page, typed);
  await dialog.getByRole('button', { name: `Add ${name}` }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole('group', { name });
}

/** Creates a rights holder the directory lacks, named as typed in the search, and adds them to the work. */
async function createAndAddRightsHolder(page: Page, name: string, kind: 'person' | 'organisation') {
  const dialog = await searchDirectory(page, name);
  await dialog.getByRole('button', { name: 'Create a new rights holder' }).click();

  const createDialog = page.getByRole('dialog', { name: 'New rights holder' });
  await expect(createDialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await createDialog.getByLabel('Kind').selectOption(kind);
  await createDialog.getByRole('button', { name: 'Create rights holder' }).click();
  await expect(createDialog).toBeHidden();
  return page.getByRole('group', { name });
}

async function setShares(line: Locator, performance: string, mechanical: string) {
  await line.getByLabel('Performance %').fill(performance);
  await line.getByLabel('Mechanical %').fill(mechanical);
}

test('a member adds a work with two writers and a publisher, fixes a total over 100%, saves, submits and finds it', async ({ page, member }) => {
  const title = uniqueTitle('Tidewater Hymn');
  const cowriterName = uniqueTitle('Tariq Mensah');
  // Each run's publisher is new: the directory offers a namesake made by an earlier test instead.
  const publisherName = uniqueTitle('Northern Quay Music');
  await createRightsHolder(page.request, { name: cowriterName, kind: 'person' });
  // Another work of the member's, which the search of their list must leave out.
  await createMusicalWork(page.request, { title: uniqueTitle('Harbour Lullaby') });
  await page.goto('/dashboard');
  await goThroughMenu(page, 'Musical Works');
  await page.getByRole('link', { name: 'Add a musical work' }).click();
  await expect(page).toHaveURL(/\/music-composition\/add$/);

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);

  // The member's own record is the first writer, holding everything until others are added.
  const ownLine = page.getByRole('group', { name: member.name });
  await expect(ownLine.getByLabel('Role')).toHaveValue('composer_author');
  await expect(ownLine.getByLabel('Performance %')).toHaveValue('100');

  const cowriter = await addFromDirectory(page, 'Tarik Mensa', cowriterName);
  await cowriter.getByLabel('Role').selectOption('author');
  const publisher = await createAndAddRightsHolder(page, publisherName, 'organisation');
  await publisher.getByLabel('Role').selectOption('original_publisher');

  await setShares(ownLine, '40', '40');
  await setShares(cowriter, '30', '30');
  await setShares(publisher, '60', '30');

  // 130% of the performance right: shown live and the draft cannot be saved.
  const performanceTotal = page.getByLabel('Performance total 130.00%');
  await expect(performanceTotal).toHaveAttribute('data-over', 'true');
  // Under the totals, and among what stops the submission.
  await expect(page.getByText('Performance shares add up to 130.00%: they cannot be more than 100%')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeDisabled();

  await publisher.getByLabel('Performance %').fill('30');
  await expect(page.getByLabel('Performance total 100.00%')).toBeVisible();
  await expect(page.getByLabel('Mechanical total 100.00%')).toBeVisible();
  await expect(page.getByText('Ready to submit')).toBeVisible();
  await clickBelowTheFold(page, page.getByRole('button', { name: 'Save draft' }));

  // The saved work's page opens at its top.
  await expect(page).toHaveURL(/\/music-composition\/details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(await scrolledBy(page)).toBe(0);
  const shares = dataRows(page, dataTable(page, 'Rights holders and shares'));
  await expect(shares).toHaveCount(3);
  await expect(shares.filter({ hasText: cowriterName })).toContainText('Author');
  await expect(shares.filter({ hasText: cowriterName })).toContainText('30.00%');
  await expect(shares.filter({ hasText: publisherName })).toContainText('Original publisher');
  await expect(page.getByLabel('Performance total 100.00%')).toBeVisible();
  await expect(page.getByLabel('Mechanical total 100.00%')).toBeVisible();

  await page.getByRole('button', { name: 'Submit for registration' }).click();
  await page.getByRole('dialog', { name: 'Submit for registration?' }).getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByText('In review', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for registration' })).toBeHidden();

  await page.goto('/music-composition');
  await page.getByLabel('Search your works').fill(title);
  // The search applies once typing pauses, and goes into the URL.
  await expect(page).toHaveURL(/[?&]q=/);
  const rows = dataRows(page, dataTable(page, 'Your musical works'));
  const row = rows.filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(row).toContainText(member.name);
  await expect(row).toContainText(cowriterName);
  await expect(row).toContainText('In review');

  await row.getByRole('link', { name: title }).click();
  await expect(page.getByLabel('Performance total 100.00%')).toBeVisible();
  await expect(page.getByLabel('Mechanical total 100.00%')).toBeVisible();
});
