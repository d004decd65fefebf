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
import type { APIRequestContext } from '@playwright/test';
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
