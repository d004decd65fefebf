import {
  isPendingIsni,
  memberRightsHolderProfile,
  type PageMeta,
  type RightsHolder,
  type RightsHolderCreateData,
  type RightsHolderDetails,
  type RightsHolderSummary,
} from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { RightsHolderRow, User } from '../../db/schema';
import { displayName } from '../../lib/display-name';
import { Conflict, NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import {
  findRegisteredWorksOfRightsHolder,
  findRightsHolderById,
  findRightsHolderByIdentifier,
  findRightsHoldersNamed,
  insertRightsHolder,
  searchRightsHolders as searchRightsHolderRows,
  upsertMemberRightsHolder,
} from './rights-holders.repository';

/**
 * The rights-holder directory (docs/domain.md#rights-holders-and-shares). Every member reads it (it is what every picker
 * searches); a member's account id never leaves the server: only is_member and is_self.
 */

const RIGHTS_HOLDER_NOT_FOUND = 'Rights holder not found';

export function toRightsHolderSummary(row: RightsHolderRow, viewerId: string): RightsHolderSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    isni: row.isni,
    ipi_name_number: row.ipiNameNumber,
    is_member: row.userId !== null,
    is_self: row.userId !== null && row.userId === viewerId,
  };
}

export function toRightsHolder(row: RightsHolderRow, viewerId: string): RightsHolder {
  return {
    ...toRightsHolderSummary(row, viewerId),
    ipi_base_number: row.ipiBaseNumber,
    roles: row.roles,
    nationality: row.nationality,
    created_at: row.createdAt.toISOString(),
  };
}

export type RightsHolderSearch = {
  q?: string | undefined;
  isni?: string | null | undefined;
  ipi?: string | null | undefined;
  self?: boolean | undefined;
  page: number;
  pageSize: number;
};

export async function searchRightsHolders(
  db: Db,
  viewerId: string,
  query: RightsHolderSearch,
): Promise<{ items: RightsHolder[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await searchRightsHolderRows(
    db,
    { q: query.q, isni: query.isni, ipi: query.ipi, userId: query.self ? viewerId : undefined },
    page,
  );
  return { items: rows.map((row) => toRightsHolder(row, viewerId)), meta: page.meta(total) };
}

/** POST /rights-holders: a party not yet in the directory; whoever adds it is recorded. */
export async function createRightsHolder(db: Db, creatorId: string, data: RightsHolderCreateData): Promise<RightsHolder> {
  const existing = await findRightsHolderByIdentifier(db, { isni: data.isni, ipiNameNumber: data.ipi_name_number });
  if (existing) {
    const which = data.isni && existing.isni === data.isni ? 'ISNI' : 'IPI name number';
    throw new Conflict(`${existing.name} already has this ${which} in the directory: add them instead`);
  }
  // A namesake with no identifier to tell them apart is most often the same party typed twice.
  if (!data.isni && !data.ipi_name_number && !data.allow_same_name) {
    const [namesake] = await findRightsHoldersNamed(db, data.name, 1);
    if (namesake) {
      const message = `${namesake.name} is already in the directory: add them instead, or create a new one on purpose`;
      throw new Conflict(message, [{ path: 'name', message }]);
    }
  }
  const row = await insertRightsHolder(db, {
    name: data.name,
    kind: data.kind,
    isni: data.isni ?? null,
    ipiNameNumber: data.ipi_name_number ?? null,
    ipiBaseNumber: data.ipi_base_number ?? null,
    roles: data.roles ?? [],
    nationality: data.nationality ?? null,
    createdById: creatorId,
  });
  return toRightsHolder(row, creatorId);
}

/** GET /rights-holders/{id}: identity and the registered works the party holds shares in. */
export async function getRightsHolderDetails(db: Db, viewerId: string, id: string): Promise<RightsHolderDetails> {
  const row = await findRightsHolderById(db, id);
  if (!row) throw new NotFound(RIGHTS_HOLDER_NOT_FOUND);
  const works = await findRegisteredWorksOfRightsHolder(db, id);
  return { ...toRightsHolder(row, viewerId), works };
}

/**
 * Writes the member's own rights-holder record from their account: called at sign-up and after
 * every profile change, inside the same transaction, so the directory never disagrees with the profile.
 */
export async function syncMemberRightsHolder(db: Db, user: User): Promise<RightsHolderRow> {
  const { kind, roles } = memberRightsHolderProfile({
    register_as: user.registerAs,
    roles: user.roles,
    corporation_kind: user.corporationKind,
  });
  return upsertMemberRightsHolder(db, user.id, {
    name: displayName(user),
    kind,
    roles,
    // An ISNI of zeros is the badge's "pending" (docs/domain.md#identifiers), not an identifier of the party.
    isni: isPendingIsni(user.isniNumber) ? null : user.isniNumber,
    ipiNameNumber: user.ipiNameNumber,
    nationality: user.registerAs === 'individual' ? user.nationality : user.country,
  });
}
