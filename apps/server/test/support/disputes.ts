import { eq } from 'drizzle-orm';
import type { DisputeDetails, WorkClaim, WorkShare, WorkShareLine } from '@repertoire/contract';
import { notifications } from '../../src/db/schema';
import { createMember, type TestMember } from './factories';
import { asMember, halfAndHalf, ownRightsHolder, registeredWork } from './musical-works';
import type { TestApp } from './test-app';

/** Claims and disputes driven through the API, as members and staff would. */

type Envelope<T> = { data: { data: T } };

export async function expectStatus<T>(res: Promise<{ status: number; body: unknown }>, status: number): Promise<T> {
  const { status: got, body } = await res;
  if (got !== status) throw new Error(`expected ${status}, got ${got}: ${JSON.stringify(body)}`);
  return (body as Envelope<T>).data.data;
}

/**
 * A work `registrant` registered, split between their own record (composer) and `coWriterId`
 * (author): 50/50, full, by default; `each` percent each leaves the rest unclaimed.
 */
export async function registeredWorkOf(t: TestApp, registrant: TestMember, coWriterId: string, title = 'Harbour Lights', each = 50) {
  return registeredWork(t, registrant, coWriterId, { title, shares: halfAndHalf(ownRightsHolder(registrant), coWriterId, each) });
}

export function claim(t: TestApp, member: TestMember, workId: string, performance: number, mechanical: number, role = 'composer') {
  return expectStatus<WorkClaim>(
    asMember(t, member).post(`/musical-works/${workId}/claims`, { role, performance_share: performance, mechanical_share: mechanical }),
    201,
  );
}

export function dispute(t: TestApp, member: TestMember, id: string) {
  return expectStatus<DisputeDetails>(asMember(t, member).get(`/disputes/${id}`), 200);
}

/** A split line of a member's own record. */
export function lineOf(member: TestMember, role: WorkShareLine['role'], performance: number, mechanical = performance): WorkShareLine {
  return { rights_holder_id: ownRightsHolder(member), role, performance_share: performance, mechanical_share: mechanical };
}

/** The work's registered shares as "name role performance/mechanical", in table order. */
export function describeShares(shares: readonly WorkShare[]): string[] {
  return shares.map((s) => `${s.rights_holder.name} ${s.role} ${s.performance_share}/${s.mechanical_share}`);
}

/** The titles of the member's notifications, oldest first. */
export async function notificationTitles(t: TestApp, member: TestMember): Promise<string[]> {
  const rows = await t.db.select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, member.id)).orderBy(notifications.createdAt);
  return rows.map((row) => row.title);
}

/** Waits for a mail to `address` with this subject (the outbox's worker sends it after the answer). */
export async function waitForMail(t: TestApp, address: string, subject: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (t.mailbox.sentTo(address).some((mail) => mail.subject === subject)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail "${subject}" to ${address}; got: ${t.mailbox.sentTo(address).map((m) => m.subject).join(', ')}`);
}

/** Members with names of their own, so that the parties read apart. */
export function namedMember(t: TestApp, givenName: string): Promise<TestMember> {
  return createMember(t, { givenName, otherNames: 'Tester' });
}
