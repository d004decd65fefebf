import type { MusicalWorkDetails, WorkShareLine } from '@repertoire/contract';
import { musicalWorks } from '../../src/features/musical-works/musical-works.service';
import type { Actor } from '../../src/lib/actor';
import type { RegistrationDecision } from '../../src/registration';
import { createStaff, type TestMember } from './factories';
import type { TestApp } from './test-app';

/** Requests as one member (or anonymous), with the JSON body parsed. */
export function asMember(t: TestApp, member: TestMember | null) {
  const send = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: member?.auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: unknown) => send('POST', url, payload ?? {}),
    patch: (url: string, payload: unknown) => send('PATCH', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
}

export function ownRightsHolder(member: TestMember): string {
  if (!member.rightsHolderId) throw new Error(`${member.email} has no rights-holder record`);
  return member.rightsHolderId;
}

/** A non-member rights holder in the directory, added by `member`. */
export async function createRightsHolder(
  t: TestApp,
  member: TestMember,
  body: { name: string; kind?: 'person' | 'organisation'; isni?: string; ipi_name_number?: string },
): Promise<string> {
  // Tests name their parties freely: a namesake of an earlier test's party is created on purpose.
  const res = await asMember(t, member).post('/rights-holders', { kind: 'person', allow_same_name: true, ...body });
  if (res.status !== 201) throw new Error(`createRightsHolder: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: { data: { id: string } } }).data.data.id;
}

/**
 * The shares of a work ready to submit: the member and a co-writer, 50/50 on both rights (a full
 * work, on which any claim is an overclaim), or `each` percent each (the rest unclaimed).
 */
export function halfAndHalf(memberHolderId: string, coWriterId: string, each = 50): WorkShareLine[] {
  return [
    { rights_holder_id: memberHolderId, role: 'composer', performance_share: each, mechanical_share: each },
    { rights_holder_id: coWriterId, role: 'author', performance_share: each, mechanical_share: each },
  ];
}

export async function createWork(t: TestApp, member: TestMember, body: Record<string, unknown>): Promise<MusicalWorkDetails> {
  const res = await asMember(t, member).post('/musical-works', body);
  if (res.status !== 201) throw new Error(`createWork: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: { data: MusicalWorkDetails } }).data.data;
}

let staffActor: Actor | undefined;

/** Staff's decision, through the service: the staff route comes with the review queue. */
export async function decide(t: TestApp, workId: string, decision: RegistrationDecision = { decision: 'registered' }) {
  if (!staffActor) {
    const staff = await createStaff(t);
    staffActor = { id: staff.id, role: 'staff', name: 'Sam Reviewer', staffRoles: ['reviewer'] };
  }
  return musicalWorks.decide(t.db, staffActor, workId, decision);
}

/** A complete work taken through submission and registration (`body.shares`, when given, instead of halfAndHalf). */
export async function registeredWork(
  t: TestApp,
  member: TestMember,
  coWriterId: string,
  body: Record<string, unknown>,
): Promise<MusicalWorkDetails> {
  const work = await createWork(t, member, { shares: halfAndHalf(ownRightsHolder(member), coWriterId), ...body });
  const submitted = await asMember(t, member).post(`/musical-works/${work.id}/submit`);
  if (submitted.status !== 200) throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  return decide(t, work.id);
}
