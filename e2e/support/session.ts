import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** Logs in through the landing page's form and waits for the dashboard: for the tests of that form. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
