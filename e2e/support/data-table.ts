import { expect, type Locator, type Page } from '@playwright/test';
import { isPhoneSize } from './navigation';

/**
 * One of the app's lists by its label (components/ui/data-table.tsx): a table on wider screens,
 * and on a phone a list of cards, one per row.
 */
export function dataTable(page: Page, label: string): Locator {
  return page.getByRole(isPhoneSize(page) ? 'list' : 'table', { name: label });
}

/** The list's rows, headings left out: the table's rows with cells, or the cards (not the lists inside them). */
export function dataRows(page: Page, table: Locator): Locator {
  return isPhoneSize(page) ? table.locator(':scope > li') : table.getByRole('row').filter({ has: page.getByRole('cell') });
}

/**
 * Clicks `target` in a list until `shown` appears. A click that lands while the list is drawn
 * again (after a reload or a search) is lost, and the test would wait for a page that never opens.
 */
export async function clickUntilShown(target: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    if (!(await shown.isVisible())) await target.click();
    await expect(shown).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
}
