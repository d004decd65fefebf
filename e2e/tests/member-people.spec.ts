import { post, signUpMember } from '../support/api';
import { clickUntilShown, dataTable } from '../support/data-table';
import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/unique';

/** A member's people and roles (docs/domain.md#people-and-roles). */

const COLLEAGUE_PASSWORD = 'copper-meadow-signal-83';

test('an owner invites a colleague for registrations, who signs up from the mail, registers a work, cannot open bank details and is logged out when removed', async ({
  page,
  member,
  mailbox,
  otherBrowser,
  guard,
}) => {
  const colleagueEmail = uniqueEmail('jane');

  // The owner invites the colleague from People, in the user menu.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: member.name }).click();
  await page.getByRole('menuitem', { name: 'People' }).click();
  await expect(page.getByRole('heading', { name: 'People', exact: true }).first()).toBeVisible();
  await page.getByLabel('E-mail address').fill(colleagueEmail);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`We sent an invitation to ${colleagueEmail}: the link works for 7 days`)).toBeVisible();
  await expect(dataTable(page, 'Pending invitations').getByText(colleagueEmail)).toBeVisible();

  // The colleague opens the mailed link and signs up with a name and a password.
  const colleague = await otherBrowser();
  guard.expectFailedRequest(/\/api\/v1\/auth\/session$/, 401);
  const link = new URL(await mailbox.linkSentTo(colleagueEmail, '/invitations/accept?token='));
  await colleague.goto(`${link.pathname}${link.search}`);
  await expect(colleague.getByRole('heading', { name: `Join ${member.name}` })).toBeVisible();
  await colleague.getByLabel('Your name').fill('Jane Doe');
  await colleague.getByLabel('Password').fill(COLLEAGUE_PASSWORD);
  await colleague.getByRole('button', { name: 'Create my login and join' }).click();
  await expect(colleague).toHaveURL(/\/dashboard$/);
  // The header shows the member acted for.
  await expect(colleague.getByRole('button', { name: member.name })).toBeVisible();

  // Registrations: a work is theirs to add…
  await colleague.goto('/music-composition/add');
  await colleague.getByRole('textbox', { name: 'Title', exact: true }).fill('Harbour Song');
  await colleague.getByRole('button', { name: 'Save draft' }).click();
  await expect(colleague).toHaveURL(/\/music-composition\/details\/[0-9a-f-]{36}$/);
  await expect(colleague.getByRole('heading', { name: 'Harbour Song' })).toBeVisible();

  // …bank details are not.
  guard.expectFailedRequest(/\/api\/v1\/bank-details$/, 403);
  await colleague.goto('/bank-details');
  await expect(colleague.getByText(`Your role at ${member.name} (Registrations) does not cover bank details`)).toBeVisible();
  await colleague.goto('/dashboard');
  await expect(colleague.getByRole('button', { name: member.name })).toBeVisible();

  // The owner removes the colleague; the colleague's open page is logged out.
  await page.reload();
  const removal = page.getByRole('dialog', { name: 'Remove Jane Doe?' });
  await clickUntilShown(dataTable(page, 'People').getByRole('button', { name: 'Remove Jane Doe' }), removal);
  await removal.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Jane Doe no longer acts for this member')).toBeVisible();
  guard.expectFailedRequest(/\/api\/v1\//, 401);
  await expect(colleague).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(colleague.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a manager acting for two writers switches between them from the user menu, and the header shows each', async ({ page, mailbox, otherBrowser }) => {
  const writerA = await otherBrowser();
  const writerB = await otherBrowser();
  const ada = await signUpMember(writerA.request, mailbox, { given: 'Ada', other: 'Okafor' });
  const bola = await signUpMember(writerB.request, mailbox, { given: 'Bola', other: 'Adeyemi' });
  await post(writerA.request, '/auth/login', { email: ada.email, password: ada.password });
  await post(writerB.request, '/auth/login', { email: bola.email, password: bola.password });
  const managerEmail = uniqueEmail('manager');

  await post(writerA.request, '/people/invitations', { email: managerEmail, role: 'registrations' });
  const tokenA = new URL(await mailbox.linkSentTo(managerEmail, '/invitations/accept?token=')).searchParams.get('token');
  await post(page.request, '/invitations/signup', { token: tokenA, name: 'Mo Manager', password: COLLEAGUE_PASSWORD });

  await post(writerB.request, '/people/invitations', { email: managerEmail, role: 'registrations' });
  await expect.poll(() => mailbox.linksSentTo(managerEmail, '/invitations/accept?token=').length).toBe(2);
  const tokenB = new URL(mailbox.linksSentTo(managerEmail, '/invitations/accept?token=')[1] ?? '').searchParams.get('token');
  await post(page.request, '/invitations/accept', { token: tokenB });

  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: bola.name })).toBeVisible();
  await page.getByRole('button', { name: bola.name }).click();
  await page.getByRole('menuitem', { name: ada.name }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: ada.name })).toBeVisible();
  await page.getByRole('button', { name: ada.name }).click();
  await page.getByRole('menuitem', { name: bola.name }).click();
  await expect(page.getByRole('button', { name: bola.name })).toBeVisible();
});
