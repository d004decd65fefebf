import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { logInThroughApi, signUpMember } from './api';
import type { Mailbox } from './mailbox';

/** Logs in through the landing page's form and waits for the dashboard: for the tests of that form. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A new member with a browser of their own, logged in through the API: for tests whose page is the staff member's. */
export async function memberBrowser(browser: Browser, baseURL: string, mailbox: Mailbox): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const member = await signUpMember(page.request, mailbox);
  await logInThroughApi(page.request, member);
  return page;
}
