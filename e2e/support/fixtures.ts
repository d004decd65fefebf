import { test as base } from '@playwright/test';
import { logInThroughApi, signUpMember, type Member } from './api';
import { Mailbox } from './mailbox';

export const test = base.extend<{ member: Member }, { mailbox: Mailbox }>({
  /** One SMTP server per worker (the suite runs with one worker), shared by its tests. */
  mailbox: [
    // Playwright requires the destructuring pattern for fixture dependencies, even when there are none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const mailbox = new Mailbox();
      await mailbox.listen();
      await use(mailbox);
      await mailbox.close();
    },
    { scope: 'worker' },
  ],
  /**
   * A new, verified member of the test's own, logged in on its page through the API: no test
   * depends on demo data or on another test's records, and only the tests of the login form
   * go through the form.
   */
  member: async ({ page, mailbox }, use) => {
    const member = await signUpMember(page.request, mailbox);
    await logInThroughApi(page.request, member);
    await use(member);
  },
});

export { expect } from '@playwright/test';
