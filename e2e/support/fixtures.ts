import { test as base } from '@playwright/test';
import { Mailbox } from './mailbox';

/** One SMTP server per worker (the suite runs with one worker), shared by its tests. */
export const test = base.extend<object, { mailbox: Mailbox }>({
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
});

export { expect } from '@playwright/test';

/** An address no earlier run has used, so the suite can run again on a kept database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}
