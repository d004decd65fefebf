import type { Locator, Page } from '@playwright/test';
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
