/**
 * What a test needs set up before it opens the browser, done through the API as the app would:
 * quicker than the screens and no test of them. Calls made with `page.request` share the page's
 * cookies, so logging in here logs the page in.
 */
import type { APIRequestContext } from '@playwright/test';
import type { MusicalWorkCreate, RightsHolderCreate, SignupRequest } from '@repertoire/contract';
import type { Mailbox } from './mailbox';
import { uniqueEmail } from './unique';

export type Member = { email: string; password: string; name: string };

export const MEMBER_PASSWORD = 'quiet-harbour-lantern-42';

/** POSTs through the API and answers the payload, which the envelope holds in `data.data` (docs/architecture.md#envelope-and-errors). */
export async function post<T>(request: APIRequestContext, path: string, body: unknown, headers?: Record<string, string>): Promise<T> {
  const response = await request.post(`/api/v1${path}`, { data: body, ...(headers ? { headers } : {}) });
  if (!response.ok()) throw new Error(`POST /api/v1${path} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { data: { data: T } }).data.data;
}

/** Signs up a new individual member (Ines Carvalho unless named) and verifies the address with the link from the mail. */
export async function signUpMember(request: APIRequestContext, mailbox: Mailbox, names = { given: 'Ines', other: 'Carvalho' }): Promise<Member> {
  const member = { email: uniqueEmail(names.given.toLowerCase()), password: MEMBER_PASSWORD, name: `${names.given} ${names.other}` };
  const signup: SignupRequest = {
    register_as: 'individual',
    given_name: names.given,
    other_names: names.other,
    nationality: 'PT',
    date_of_birth: '1988-06-02',
    phone: '+351 21 234 5678',
    roles: ['songwriter', 'performer'],
    email: member.email,
    password: member.password,
  };
  // Sign-ups are limited per client address (10 an hour); the run's server trusts the proxy header,
  // so each member signs up from an address of their own, as members do.
  await post(request, '/auth/signup', signup, { 'x-forwarded-for': documentationAddress() });
  const link = new URL(await mailbox.linkSentTo(member.email, '/?verify='));
  await post(request, '/auth/verify-email', { token: link.searchParams.get('verify') });
  return member;
}

let addressesGiven = 0;

/** A client address from the range set aside for documentation (RFC 5737), a new one each call. */
function documentationAddress(): string {
  addressesGiven += 1;
  return `198.51.100.${(addressesGiven % 254) + 1}`;
}

/** Logs in without the login form: the answer sets the session cookie. */
export async function logInThroughApi(request: APIRequestContext, member: Member): Promise<void> {
  await post(request, '/auth/login', { email: member.email, password: member.password });
}

export function createRightsHolder(request: APIRequestContext, rightsHolder: RightsHolderCreate): Promise<{ id: string }> {
  return post(request, '/rights-holders', rightsHolder);
}

export function createMusicalWork(request: APIRequestContext, work: MusicalWorkCreate): Promise<{ id: string }> {
  return post(request, '/musical-works', work);
}
