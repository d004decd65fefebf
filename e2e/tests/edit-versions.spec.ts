import type { Page } from '@playwright/test';
import { createMusicalWork } from '../support/api';
import { expect, test } from '../support/fixtures';
import { uniqueTitle } from '../support/unique';

async function openEditForm(page: Page, workId: string) {
  await page.goto(`/music-composition/details/${workId}?edit=1`);
  await expect(page.getByRole('form', { name: 'Musical work' })).toBeVisible();
}

test('a member edits one work in two tabs: the later save shows the earlier change and saves over it when asked', async ({ page, member: _member, guard }) => {
  const title = uniqueTitle('Harbour Lights');
  const { id } = await createMusicalWork(page.request, { title });
  // The second tab's first save is refused: the work changed in the first tab since it was opened.
  guard.expectFailedRequest(new RegExp(`/api/v1/musical-works/${id}$`), 409);

  const secondTab = await page.context().newPage();
  await openEditForm(page, id);
  await openEditForm(secondTab, id);

  await page.getByLabel(/^Title/).fill(`${title} (Live)`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: `${title} (Live)` })).toBeVisible();

  await secondTab.getByLabel(/^Duration/).fill('04:10');
  await secondTab.getByRole('button', { name: 'Save draft' }).click();
  const panel = secondTab.getByRole('alert', { name: 'Changed since you opened it' });
  await expect(panel).toContainText(`Title: now “${title} (Live)” (you loaded “${title}”)`);
  await expect(secondTab.getByLabel(/^Duration/)).toHaveValue('04:10');

  await panel.getByRole('button', { name: 'Save mine over them' }).click();
  await expect(secondTab.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(secondTab.getByRole('region', { name: 'The work' })).toContainText('04:10');
});

test('a member edits their profile in two tabs: the later save shows the earlier change and saves over it when asked', async ({ page, member: _member, guard }) => {
  // The second tab's first save is refused: the profile changed in the first tab since it was opened.
  guard.expectFailedRequest(/\/api\/v1\/user\/profile$/, 409);
  const secondTab = await page.context().newPage();
  for (const tab of [page, secondTab]) {
    await tab.goto('/profile');
    await expect(tab.getByLabel(/^Phone/)).toBeVisible();
  }

  const loadedAddress = await secondTab.getByLabel(/^Address/).inputValue();
  const address = uniqueTitle('1 Quay Street');
  await page.getByLabel(/^Address/).fill(address);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();

  await secondTab.getByLabel(/^Phone/).fill('+442071234567');
  await secondTab.getByRole('button', { name: 'Save changes' }).click();
  const panel = secondTab.getByRole('alert', { name: 'Changed since you opened it' });
  await expect(panel).toContainText(`Address: now “${address}”`);
  await expect(secondTab.getByLabel(/^Phone/)).toHaveValue('+442071234567');

  await panel.getByRole('button', { name: 'Save mine over them' }).click();
  await expect(secondTab.getByText('Your profile has been saved')).toBeVisible();
  await expect(panel).toBeHidden();
  // The second tab's whole form was saved over the first tab's: its address as it was loaded, and the new phone.
  await secondTab.reload();
  await expect(secondTab.getByLabel(/^Phone/)).toHaveValue('+442071234567');
  await expect(secondTab.getByLabel(/^Address/)).toHaveValue(loadedAddress);
});
