/**
 * Society staff in the browser suite. Staff cannot sign up: serve.ts creates one staff account per
 * run and database with `npm run staff:create` before the server starts. Staff log in with a second
 * step, a code from an authenticator app (RFC 6238): the first login sets the authenticator up
 * through the API and keeps its secret in a file of the run; later logins compute the code from it,
 * in a time step not used before (the server accepts each code once).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { isPendingLogin } from '@repertoire/contract';
import type { LoginResult, SecondFactorEnabled, SecondFactorSetup, SessionInfo } from '@repertoire/contract';
import { generate } from 'otplib';
import { post } from './api';

export type StaffMember = { email: string; password: string; name: string };

/** The run's staff account (serve.ts creates it on each stack's fresh database). */
export const E2E_STAFF: StaffMember = { email: 'staff.e2e@example.com', password: 'steady-review-desk-2026', name: 'Sam Reviewer' };

/** RFC 6238's default time step, as authenticator apps and the server use it. */
const TIME_STEP_SECONDS = 30;

type AuthenticatorState = { secret: string; lastTimeStep: number };

/** Where a stack's authenticator secret is kept for the run: beside its traces, named after the stack's port. */
function stateFile(baseURL: string): string {
  return join(process.env.E2E_OUTPUT_DIR ?? tmpdir(), `staff-authenticator-${new URL(baseURL).port}.json`);
}

function readState(baseURL: string): AuthenticatorState {
  const file = stateFile(baseURL);
  if (!existsSync(file)) throw new Error(`The staff account of ${baseURL} has two-step sign-in on, but this run has no record of its secret (${file})`);
  return JSON.parse(readFileSync(file, 'utf8')) as AuthenticatorState;
}

/**
 * A code of a time step later than `lastTimeStep`. The server also takes the next step's code (a
 * phone's clock a little ahead), so two logins in one step need no wait; a third waits for the next step.
 */
async function freshCode(secret: string, lastTimeStep: number | null): Promise<{ code: string; timeStep: number }> {
  const currentStep = () => Math.floor(Date.now() / 1000 / TIME_STEP_SECONDS);
  const timeStep = Math.max(currentStep(), (lastTimeStep ?? 0) + 1);
  if (timeStep > currentStep() + 1) {
    await new Promise((resolve) => setTimeout(resolve, (timeStep - 1) * TIME_STEP_SECONDS * 1000 - Date.now() + 200));
  }
  return { code: await generate({ secret, epoch: timeStep * TIME_STEP_SECONDS }), timeStep };
}

/**
 * Logs the run's staff member in through the API, second step included; the answers set the session
 * cookie of `request` (with `page.request`, the page's). `baseURL` names the stack.
 */
export async function logInAsStaff(request: APIRequestContext, baseURL: string, staff: StaffMember = E2E_STAFF): Promise<SessionInfo> {
  const login = await post<LoginResult>(request, '/auth/login', { email: staff.email, password: staff.password });
  if (!isPendingLogin(login)) throw new Error(`${staff.email} logged in without a second step: staff accounts must have one`);
  const { challenge } = login;
  if (login.second_factor === 'setup_required') {
    const { secret } = await post<SecondFactorSetup>(request, '/auth/second-factor/setup', { challenge });
    const { code, timeStep } = await freshCode(secret, null);
    const enabled = await post<SecondFactorEnabled>(request, '/auth/second-factor/confirm', { challenge, code });
    writeFileSync(stateFile(baseURL), JSON.stringify({ secret, lastTimeStep: timeStep } satisfies AuthenticatorState));
    if (!enabled.session) throw new Error('Confirming the authenticator did not finish the login');
    return enabled.session;
  }
  const state = readState(baseURL);
  const { code, timeStep } = await freshCode(state.secret, state.lastTimeStep);
  const session = await post<SessionInfo>(request, '/auth/login/second-factor', { challenge, code });
  writeFileSync(stateFile(baseURL), JSON.stringify({ ...state, lastTimeStep: timeStep } satisfies AuthenticatorState));
  return session;
}

/**
 * A staff member invited from the console: sets the password through the mailed link, logs in and
 * sets up two-step sign-in as staff do at their first login (an authenticator app holding the key shown).
 */
export async function acceptInvitation(page: Page, link: string, invited: { email: string; password: string }) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password').fill(invited.password);
  await page.getByLabel('Confirm password').fill(invited.password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByRole('link', { name: 'Go to log in' }).click();

  await page.getByLabel('Email').fill(invited.email);
  await page.getByLabel(/^Password/).fill(invited.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const key = ((await page.getByLabel('Setup key').textContent()) ?? '').replace(/\s+/g, '');
  await page.getByLabel(/^Code from the app/).fill(await generate({ secret: key, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
}
