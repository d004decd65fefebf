import { formatIsni, type MemberIdentifiersData, normalizeIpiName, normalizeIsni, type PageMeta, pagePaths, type RegistrationKind, registrationKindValues, type RegistrationStatusCounts, STAFF_MEMBER_HISTORY_LIMIT, STAFF_MEMBER_LATEST_ITEMS, type StaffMemberDetails, type StaffMemberEvent, type StaffMemberRegistrations, type StaffMemberSummary } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { displayName } from '../../lib/display-name';
import { Conflict, NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { changedFields, findOwnerEvents } from '../../registration';
import { notify } from '../notifications';
import { toProfile } from '../profile';
import { syncMemberRightsHolder } from '../rights-holders';
import {
  countByStatus,
  findIdentifierChanges,
  findLatestItems,
  findMember,
  findMemberForUpdate,
  findOtherMemberWithIsni,
  insertIdentifierChange,
  lockIsni,
  registrableSources,
  findMembersPage,
  updateMemberIdentifiers,
  type MemberRow,
} from './staff-members.repository';

/**
 * Staff pages for members: the search, a member's page, and their ISNI and IPI name number, which
 * members cannot set themselves. The routes let staff only in; members are told nothing exists.
 */

export const MEMBER_NOT_FOUND = 'No member with this id';

function toSummary(row: MemberRow): StaffMemberSummary {
  return {
    id: row.id,
    name: displayName(row),
    email: row.email,
    register_as: row.registerAs,
    isni: row.isniNumber,
    ipi_name_number: row.ipiNameNumber,
    country: row.registerAs === 'individual' ? row.nationality : row.country,
    is_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The shapes an identifier can take once normalised: a search text of that shape is also looked up as one. */
const isniShape = /^[0-9]{15}[0-9X]$/;
const ipiNameShape = /^[0-9]{11}$/;

export async function searchMembers(db: Db, query: { q?: string | undefined; page: number; pageSize: number }): Promise<{ items: StaffMemberSummary[]; meta: PageMeta }> {
  const page = pageOf(query);
  const isni = query.q ? normalizeIsni(query.q) : undefined;
  const ipi = query.q ? normalizeIpiName(query.q) : undefined;
  const { rows, total } = await findMembersPage(
    db,
    { text: query.q, isni: isni && isniShape.test(isni) ? isni : undefined, ipi: ipi && ipiNameShape.test(ipi) ? ipi : undefined },
    page,
  );
  return { items: rows.map(toSummary), meta: page.meta(total) };
}

async function registrationsOf(db: Db, kind: RegistrationKind, ownerId: string): Promise<StaffMemberRegistrations> {
  const source = registrableSources[kind];
  const counts: RegistrationStatusCounts = { draft: 0, submitted: 0, registered: 0, rejected: 0 };
  for (const row of await countByStatus(db, source, ownerId)) counts[row.status] += row.count;
  const latest = await findLatestItems(db, source, ownerId, STAFF_MEMBER_LATEST_ITEMS);
  return {
    total: counts.draft + counts.submitted + counts.registered + counts.rejected,
    counts,
    latest: latest.map(({ updatedAt, changeInReview, ...item }) => ({ ...item, change_in_review: changeInReview, updated_at: updatedAt.toISOString() })),
  };
}

/** The latest events of the member's works and recordings: each kind's newest from its index, merged. */
async function historyOf(db: Db, ownerId: string): Promise<StaffMemberEvent[]> {
  const events: StaffMemberEvent[] = [];
  for (const kind of registrationKindValues) {
    const { rows } = await findOwnerEvents(db, kind, ownerId, {}, { limit: STAFF_MEMBER_HISTORY_LIMIT, offset: 0 });
    for (const row of rows) {
      events.push({
        id: row.id,
        at: row.at.toISOString(),
        kind,
        event: row.event,
        actor_name: row.actorName,
        changes: row.changes,
        reason: row.reason,
        item_id: row.itemId,
        item_title: row.itemTitle,
        item_identifier: row.itemIdentifier,
      });
    }
  }
  return events.sort((a, b) => b.at.localeCompare(a.at)).slice(0, STAFF_MEMBER_HISTORY_LIMIT);
}

async function detailsOf(db: Db, row: MemberRow): Promise<StaffMemberDetails> {
  const identifierChanges = await findIdentifierChanges(db, row.id, STAFF_MEMBER_HISTORY_LIMIT);
  return {
    ...toProfile(row),
    name: displayName(row),
    isni: row.isniNumber,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    musical_works: await registrationsOf(db, 'musical_work', row.id),
    sound_recordings: await registrationsOf(db, 'sound_recording', row.id),
    history: await historyOf(db, row.id),
    identifier_changes: identifierChanges.map((change) => ({
      id: change.id,
      at: change.at.toISOString(),
      actor_name: change.actorName,
      changes: change.changes,
    })),
  };
}

export async function getMember(db: Db, id: string): Promise<StaffMemberDetails> {
  const row = await findMember(db, id);
  if (!row) throw new NotFound(MEMBER_NOT_FOUND);
  return detailsOf(db, row);
}

/** How an ISNI reads in a history entry and a message: grouped in fours, or nothing. */
const shownIsni = (isni: string | null) => (isni ? formatIsni(isni) : null);

/**
 * Sets the member's ISNI and, when sent, their IPI name number; the badge (GET /user/user_isni)
 * and the member's rights-holder record show them at once. One transaction: the change, its
 * history entry and the member's notification. Nothing is written when nothing changes.
 */
export async function setMemberIdentifiers(db: Db, actor: Actor, memberId: string, data: MemberIdentifiersData): Promise<StaffMemberDetails> {
  const updated = await db.transaction(async (tx) => {
    const member = await findMemberForUpdate(tx, memberId);
    if (!member) throw new NotFound(MEMBER_NOT_FOUND);
    await lockIsni(tx, data.isni);
    const holder = await findOtherMemberWithIsni(tx, data.isni, memberId);
    if (holder) {
      const message = `ISNI ${formatIsni(data.isni)} already belongs to another member, ${displayName(holder)}`;
      throw new Conflict(message, [{ path: 'isni', message }]);
    }
    const ipi = data.ipi === undefined ? member.ipiNameNumber : data.ipi;
    const changes = changedFields(
      { isni: shownIsni(member.isniNumber), ipi_name_number: member.ipiNameNumber },
      { isni: shownIsni(data.isni), ipi_name_number: ipi },
    );
    if (changes.length === 0) return member;
    const row = await updateMemberIdentifiers(tx, memberId, { isniNumber: data.isni, ipiNameNumber: ipi });
    if (!row) throw new NotFound(MEMBER_NOT_FOUND);
    await syncMemberRightsHolder(tx, row);
    await insertIdentifierChange(tx, { userId: memberId, actorId: actor.id, actorName: actor.name, changes });
    await notify(tx, memberId, {
      title: 'Your identifiers have been updated',
      message: identifiersMessage(data.isni, ipi),
      // Arriving live, a notification that links to the profile also refreshes the header's ISNI
      // badge and the profile the member has open (apps/web/src/app/live-refreshes.ts).
      link: pagePaths.app.profile.getHref(),
      senderId: actor.id,
    });
    return row;
  });
  return detailsOf(db, updated);
}

/**
 * An operator's reset of the account's lost second factor (npm run second-factor:reset), recorded
 * beside the identifier changes on the member's page, so staff see that it happened and when.
 */
export async function recordSecondFactorReset(db: Db, userId: string, operator: string): Promise<void> {
  await insertIdentifierChange(db, { userId, actorId: null, actorName: operator, changes: [{ field: 'second_factor', old: 'On', new: 'Off' }] });
}

function identifiersMessage(isni: string, ipi: string | null): string {
  const ipiPart = ipi ? `, and your IPI name number is ${ipi}` : '';
  return `The society has recorded your ISNI as ${formatIsni(isni)}${ipiPart}`;
}
