import { createMusicalWork } from '../support/api';
import { dataTable } from '../support/data-table';
import { expect, test } from '../support/fixtures';
import { uniqueTitle } from '../support/unique';

test('a member opens the dashboard, clicks the count of draft works and lands on the works list filtered to drafts', async ({ page, member: _member }) => {
  const title = uniqueTitle('Paper Lanterns');
  await createMusicalWork(page.request, { title });
  await page.goto('/dashboard');

  const drafts = page.getByRole('region', { name: 'Drafts to finish' });
  await expect(drafts.getByRole('link', { name: title })).toBeVisible();

  await page.getByRole('link', { name: 'Musical works: 1 draft' }).click();
  await expect(page).toHaveURL(/\/music-composition\?status=draft$/);
  // The URL changes before the list's screen has loaded: wait for the list itself.
  await expect(page.getByRole('heading', { name: 'Musical Works', exact: true })).toBeVisible();
  await expect(dataTable(page, 'Your musical works').getByRole('link', { name: title })).toBeVisible();
});

test('a member who opens the dashboard gets its answers with the page: each asked for once, none asked for after the code', async ({ page, member: _member }) => {
  // Every API request of the load but the notification stream, which stays open.
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && request.resourceType() !== 'eventsource') asked.push(`${url.pathname}${url.search}`);
  });
  const response = await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Registrations per month' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();

  // The page names what its first screen asks for, and the browser fetches it beside the code…
  const preloaded = (response?.headers().link ?? '').split(', ').map((entry) => /^<([^>]+)>; rel=preload; as=fetch/.exec(entry)?.[1]);
  expect(preloaded).toEqual(['/api/v1/auth/session', '/api/v1/user/profile', '/api/v1/user/user_isni', '/api/v1/notifications?page=1&pageSize=10', '/api/v1/dashboard/summary']);
  // …and the app's own requests are answered by those fetches: asked for twice, one would not have been.
  expect([...asked].sort()).toEqual([...preloaded].sort());
});

test('a member with a session who opens / goes straight to the dashboard: the login form never paints', async ({ page, member: _member }) => {
  // Watched from the document's first node: any login form the page ever holds, however briefly.
  await page.addInitScript(() => {
    const seen = { loginForm: false };
    Object.assign(window, { seenOnTheWay: seen });
    new MutationObserver(() => {
      if (document.querySelector('input[name="password"]')) seen.loginForm = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();

  // The server answered `/` with the way on, not with the landing page.
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
  expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
  expect(await page.evaluate(() => (window as unknown as { seenOnTheWay: { loginForm: boolean } }).seenOnTheWay.loginForm)).toBe(false);
});
