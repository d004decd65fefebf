import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { logInThroughApi, signUpMember } from './api';
import type { Mailbox } from './mailbox';
import type { PageGuard } from './page-guard';

/**
 * The app asks the server for the session on each first load (docs/architecture.md#session), and a visitor without one
 * is answered 401: by design, so journeys that visit signed out declare it.
 */
export function expectSignedOut(guard: PageGuard): void {
  guard.expectFailedRequest(/\/api\/v1\/auth\/session$/, 401);
}

/** Logs in through the landing page's form and waits for the dashboard: for the tests of that form. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * A new member with a browser of their own (the `otherBrowser` fixture), logged in through the API:
 * for tests whose page is the staff member's.
 */
export async function memberBrowser(otherBrowser: () => Promise<Page>, mailbox: Mailbox): Promise<Page> {
  const page = await otherBrowser();
  const member = await signUpMember(page.request, mailbox);
  await logInThroughApi(page.request, member);
  return page;
}
