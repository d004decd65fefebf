import type { Page } from '@playwright/test';
import { MEMBER_PASSWORD as PASSWORD } from '../support/api';
import { expect, test } from '../support/fixtures';
import { expectWhole, linesOf } from '../support/layout';
import type { Mailbox } from '../support/mailbox';
import { expectSignedOut, logIn } from '../support/session';
import { uniqueEmail } from '../support/unique';

/** The sign-up steps fit the card on one row, every number and label whole: at a phone's width too. */
async function expectStepsOnOneRow(page: Page) {
  const stepper = page.getByLabel('Sign-up steps');
  await expectWhole(stepper);
  const steps = stepper.locator('.mantine-Stepper-step');
  const tops = await steps.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  for (const step of await steps.all()) {
    await expectWhole(step);
    expect(await linesOf(step.locator('.mantine-Stepper-stepLabel'))).toBe(1);
  }
}

async function chooseCountry(page: Page, label: string, country: string) {
  await page.getByLabel(label).fill(country);
  await page.getByRole('option', { name: new RegExp(country) }).first().click();
}

async function createAccountAndVerify(page: Page, mailbox: Mailbox, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/signup\/success$/);

  const link = await mailbox.linkSentTo(email, '/?verify=');
  await page.goto(link);
  await expect(page.getByText('Your email address is verified')).toBeVisible();
}

async function logOutAndCheckProtection(page: Page) {
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === '_session_id')).toBeUndefined();
}

test('an individual signs up through steps that fit the screen, verifies the address from the mail, logs in, sees their name and logs out', async ({ page, mailbox, guard }) => {
  expectSignedOut(guard);
  const email = uniqueEmail('amara');
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up as an individual' }).click();
  await expect(page).toHaveURL(/\/signup\/individual$/);
  await expectStepsOnOneRow(page);

  await page.getByLabel('Given name').fill('Amara');
  await page.getByLabel('Other names').fill('Nwosu');
  await chooseCountry(page, 'Nationality', 'Nigeria');
  await page.getByLabel('Date of birth').fill('15/03/1990');
  await page.getByLabel('Phone').fill('+234 803 123 4567');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/\/signup\/individual\/role$/);
  await expectStepsOnOneRow(page);
  await page.getByLabel('Songwriter').check();
  await page.getByLabel('Performer').check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/\/signup\/account$/);
  await expectStepsOnOneRow(page);
  await createAccountAndVerify(page, mailbox, email);
  await logIn(page, email, PASSWORD);

  await page.getByRole('button', { name: /Amara Nwosu/ }).click();
  await expect(page.getByText(email)).toBeVisible();
  await logOutAndCheckProtection(page);
});

test('a corporation signs up and its corporation name shows in the user menu', async ({ page, mailbox, guard }) => {
  expectSignedOut(guard);
  const email = uniqueEmail('label');
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up as a corporation' }).click();
  await expect(page).toHaveURL(/\/signup\/corporate$/);
  await expectStepsOnOneRow(page);

  await page.getByLabel('Corporation name').fill('Harbour Lights Music Ltd');
  await page.getByLabel('Registration number').fill('09876543');
  await page.getByLabel('Kind of business').click();
  await page.getByRole('option', { name: 'Record label', exact: true }).click();
  await chooseCountry(page, 'Country', 'Ireland');
  await page.getByLabel('Contact person').fill('Siobhan Kelly');
  await page.getByLabel('Phone').fill('+353 1 234 5678');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page).toHaveURL(/\/signup\/account$/);
  await createAccountAndVerify(page, mailbox, email);
  await logIn(page, email, PASSWORD);

  await page.getByRole('button', { name: /Harbour Lights Music Ltd/ }).click();
  await expect(page.getByText(email)).toBeVisible();
  await logOutAndCheckProtection(page);
});

test('an unknown visitor opening a protected screen lands on the login page', async ({ page, guard }) => {
  expectSignedOut(guard);
  await page.goto('/music-composition');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
