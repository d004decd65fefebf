import type { Page } from '@playwright/test';
import { createMusicalWork } from '../support/api';
import { dataRows, dataTable } from '../support/data-table';
import { expect, test } from '../support/fixtures';
import { clickBelowTheFold, goThroughMenu, scrolledBy } from '../support/navigation';
import { uniqueTitle } from '../support/unique';

/** An ISRC no earlier run has used: a fixed prefix and a random designation code (ISRCs carry no check digit). */
function uniqueIsrc(): string {
  const designation = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
  return `GB-RPT-26-${designation}`;
}

/** The Sound Recording Logs, filtered down to one recording, newest event first. */
async function logsOf(page: Page, title: string) {
  await goThroughMenu(page, 'Sound Recording Logs');
  await expect(page).toHaveURL(/\/sound-recording-logs/);
  await page.getByRole('combobox', { name: 'Recording' }).fill(title);
  await page.getByRole('option', { name: new RegExp(title) }).click();
  const rows = dataRows(page, dataTable(page, 'Sound recording logs'));
  await expect(rows.first()).toContainText(title);
  return rows;
}

test('a member adds a recording of their work, naming its artist once, edits it, submits it and finds each step in the logs', async ({ page, member }) => {
  const title = uniqueTitle('Salt Road at the Quay');
  const isrc = uniqueIsrc();
  const workTitle = uniqueTitle('Salt Road');
  await createMusicalWork(page.request, { title: workTitle });
  await page.goto('/dashboard');

  await goThroughMenu(page, 'Sound Recordings');
  await page.getByRole('link', { name: 'Add a sound recording' }).click();
  await expect(page).toHaveURL(/\/sound-recording\/add$/);

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('ISRC').fill(isrc);
  const mainArtists = page.getByRole('combobox', { name: 'Main artists' });
  await mainArtists.fill(member.name);
  await mainArtists.press('Enter');

  // The work it records: one of the member's own works, found by typing its title.
  await page.getByRole('combobox', { name: 'Musical work' }).fill(workTitle);
  await page.getByRole('option', { name: workTitle, exact: true }).click();

  // The main artist is in the line-up already, as its featured performer: asked for once.
  const performer = page.getByRole('group', { name: 'Performer 1' });
  await expect(performer.getByLabel('Performer name')).toHaveValue(member.name);
  await expect(performer.getByLabel('Performer role')).toHaveValue('featured');
  await performer.getByLabel('Instrument or part').fill('Lead vocals');
  await expect(page.getByRole('group', { name: 'Performer 2' })).toHaveCount(0);

  // The member's own record owns the whole master until someone else is added.
  await expect(page.getByRole('group', { name: member.name }).getByLabel('Ownership %')).toHaveValue('100');
  await expect(page.getByText('Ready to submit')).toBeVisible();
  await clickBelowTheFold(page, page.getByRole('button', { name: 'Save draft' }));

  // The saved recording's page opens at its top.
  await expect(page).toHaveURL(/\/sound-recording\/details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  expect(await scrolledBy(page)).toBe(0);
  const workSection = page.getByRole('region', { name: 'Musical work' });
  await expect(workSection.getByRole('link', { name: workTitle })).toBeVisible();

  // Edit: a version and a record label.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\?edit=1$/);
  await page.getByLabel('Version', { exact: true }).fill('Live');
  await page.getByLabel('Record label').fill('Quayside Records');
  await clickBelowTheFold(page, page.getByRole('button', { name: 'Save draft' }));
  await expect(page).not.toHaveURL(/edit=1/);
  await expect(page.getByRole('heading', { name: `${title} (Live)` })).toBeVisible();
  // At the top of the details, not down at the history where the form's Save button was.
  expect(await scrolledBy(page)).toBe(0);
  await expect(page.getByRole('region', { name: 'Release' })).toContainText('Quayside Records');

  await page.getByRole('button', { name: 'Submit for registration' }).click();
  await page.getByRole('dialog', { name: 'Submit for registration?' }).getByRole('button', { name: 'Yes, submit' }).click();
  await expect(page.getByText('In review', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit for registration' })).toBeHidden();

  const rows = await logsOf(page, title);
  await expect(rows).toHaveCount(3);
  // Newest first: submitted, updated (each changed field with old and new value), created.
  await expect(rows.nth(0)).toContainText('Submitted');
  await expect(rows.nth(1)).toContainText('Updated');
  await expect(rows.nth(1)).toContainText('Quayside Records');
  await expect(rows.nth(1)).toContainText('Live');
  await expect(rows.nth(2)).toContainText('Created');
  for (const index of [0, 1, 2]) {
    await expect(rows.nth(index)).toContainText(member.name);
    await expect(rows.nth(index)).toContainText('a few moments ago');
  }

  // Each entry links back to the recording.
  await rows.nth(0).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/sound-recording\/details\/[0-9a-f-]{36}$/);
});
