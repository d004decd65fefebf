import type { Locator, Page } from '@playwright/test';

/** Mantine's `sm` breakpoint (48em): below it the side menu gives way to the burger's drawer (components/layouts/app-layout.tsx). */
const SIDE_MENU_MIN_WIDTH = 768;

/** Whether the page is as narrow as a phone, where the app shows the burger instead of the side menu. */
export function isPhoneSize(page: Page): boolean {
  return (page.viewportSize()?.width ?? SIDE_MENU_MIN_WIDTH) < SIDE_MENU_MIN_WIDTH;
}

/** The app's menu, at any size: the side menu, or on a phone the drawer the burger opens. */
export async function openMenu(page: Page): Promise<Locator> {
  if (!isPhoneSize(page)) return page.getByRole('navigation', { name: 'Side menu' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Mobile menu' });
}

/** Opens a screen through the menu, as a member would at this size. */
export async function goThroughMenu(page: Page, entry: string): Promise<void> {
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: entry, exact: true }).click();
}

/** How far down the page is scrolled. */
export const scrolledBy = (page: Page): Promise<number> => page.evaluate(() => window.scrollY);

/**
 * Clicks a form's button at the foot of a long form, checking that the page had to scroll down to
 * it: what the next page shows of its top then says something.
 */
export async function clickBelowTheFold(page: Page, button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  if ((await scrolledBy(page)) === 0) throw new Error('The form fits the screen: the button is not below the fold');
  await button.click();
}
