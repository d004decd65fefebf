import { test as base } from '@playwright/test';
import type { Cookie, Page } from '@playwright/test';
import { logInThroughApi, signUpMember, type Member } from './api';
import { Mailbox } from './mailbox';
import { PageGuard, type PageCheckMode } from './page-guard';
import { E2E_STAFF, logInAsStaff, type StaffMember } from './staff';

/**
 * The staff member's session cookie per stack, kept by the worker: each login costs a fresh
 * authenticator code (one per 30 s), so tests reuse the session while it lasts.
 */
const staffSessions = new Map<string, Cookie[]>();

/** `E2E_AXE=report` lists the screens' accessibility and layout problems without failing (playwright.config.ts refuses it in CI). */
export const pageCheckMode: PageCheckMode = process.env.E2E_AXE === 'report' ? 'report' : 'fail';

type JourneyFixtures = {
  /**
   * A project option: check each screen the journey works with (axe, sideways scrolling) and keep its
   * screenshot. The screens are the same on both databases: one project per size checks them.
   */
  checkScreens: boolean;
  guard: PageGuard;
  /** A browser of someone else's (a context of its own, at the project's size), watched like the test's page. */
  otherBrowser: () => Promise<Page>;
  member: Member;
  staff: StaffMember;
};

export const test = base.extend<JourneyFixtures, { mailbox: Mailbox }>({
  checkScreens: [true, { option: true }],
  /**
   * Every journey fails on a console error, a failed request it did not declare, an accessibility
   * violation or (at phone size) a screen that scrolls sideways, on any page it visits (support/page-guard.ts).
   */
  guard: [
    async ({ page, isMobile, checkScreens }, use, testInfo) => {
      const guard = new PageGuard(testInfo, { isPhone: isMobile, checkScreens, pageChecks: pageCheckMode });
      await guard.watch(page, 'main');
      page.context().on('page', (opened) => void guard.watch(opened, 'main-opened'));
      await use(guard);
      await guard.finish();
    },
    { auto: true },
  ],
  otherBrowser: async ({ browser, guard, baseURL, viewport, isMobile, hasTouch }, use) => {
    let opened = 0;
    await use(async () => {
      const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
      guard.adopt(context);
      const page = await context.newPage();
      opened += 1;
      await guard.watch(page, `other${opened}`);
      return page;
    });
  },
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
  /**
   * The run's staff member (support/staff.ts), logged in on the test's page through the API with
   * the second step passed: the page opens the staff console as staff would after logging in.
   */
  staff: async ({ page, baseURL }, use) => {
    if (!baseURL) throw new Error('The staff fixture needs the project\'s baseURL');
    const kept = staffSessions.get(baseURL);
    let isLoggedIn = false;
    if (kept) {
      await page.context().addCookies(kept);
      // A test may have logged out, which ends the session for every page that shares it.
      isLoggedIn = (await page.request.get('/api/v1/auth/session')).ok();
    }
    if (!isLoggedIn) {
      await page.context().clearCookies();
      await logInAsStaff(page.request, baseURL);
      staffSessions.set(baseURL, (await page.context().cookies()).filter((cookie) => cookie.name === '_session_id'));
    }
    await use(E2E_STAFF);
  },
});

export { expect } from '@playwright/test';
