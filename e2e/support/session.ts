import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The individual demo member seeded on every empty database outside production (see the README). */
export const demoMember = { email: 'ada@example.com', password: 'member-demo-2026', name: 'Ada Okafor' } as const;

/** Logs in through the landing page's form and waits for the dashboard. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A title no earlier run has used, so a test finds its own work or recording among the demo data. */
export function uniqueTitle(base: string): string {
  return `${base} ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
}
