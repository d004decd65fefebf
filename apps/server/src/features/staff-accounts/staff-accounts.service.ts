import type { PageMeta, PaginationQuery, StaffAccount, StaffAccountEvent, StaffRole } from '@repertoire/contract';
import { requireAccess } from '../../access';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import type { Deps } from '../../lib/deps';
import { displayName } from '../../lib/display-name';
import { Conflict, NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { endAccountAccess, insertStaffAccount, staffPasswordHash } from '../auth';
import {
  deactivateStaffAccount,
  findStaffAccount,
  findStaffAccountEventPage,
  findStaffAccountPage,
  insertStaffAccountEvent,
  lockAdministrators,
  lockStaffAccount,
  updateStaffRoles,
  type StaffAccountRow,
} from './staff-accounts.repository';

/**
 * Staff accounts and their roles (docs/domain.md#staff-roles): administrators list them, invite new
 * ones, change their roles and remove them, and every change is recorded with who made it. The
 * society always keeps one administrator: the last cannot be demoted or removed.
 */

export const STAFF_ACCOUNT_NOT_FOUND = 'No staff account with this id';
export const LAST_ADMINISTRATOR =
  'This is the last administrator: give another staff member the administrator role first, so that someone can still manage staff accounts';

function requireAdministrator(actor: Actor): void {
  requireAccess({ actor, permission: 'staff.administer', subject: {}, notFound: STAFF_ACCOUNT_NOT_FOUND });
}

function toStaffAccount(row: StaffAccountRow): StaffAccount {
  return {
    id: row.id,
    name: displayName(row),
    email: row.email,
    roles: row.staffRoles,
    has_second_factor: row.secondFactorEnabledAt !== null,
    last_signed_in_at: row.lastSignedInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

async function staffAccountOf(db: Db, id: string): Promise<StaffAccount> {
  const row = await findStaffAccount(db, id);
  if (!row) throw new NotFound(STAFF_ACCOUNT_NOT_FOUND);
  return toStaffAccount(row);
}

export async function listStaffAccounts(db: Db, actor: Actor, query: PaginationQuery): Promise<{ items: StaffAccount[]; meta: PageMeta }> {
  requireAdministrator(actor);
  const page = pageOf(query);
  const { rows, total } = await findStaffAccountPage(db, page);
  return { items: rows.map(toStaffAccount), meta: page.meta(total) };
}

/**
 * A new staff account with its roles: invited by an administrator from the console (`by`), who
 * has it mailed a link to set its password, or created by an operator (`by` null, `npm run
 * staff:create`) with the password typed or a link mailed. 409 when the address has an account.
 */
export async function createStaffAccount(
  deps: Pick<Deps, 'db' | 'clock'>,
  by: Actor | null,
  input: { email: string; name: string; roles: readonly StaffRole[]; password: string | null },
): Promise<StaffAccount> {
  if (by) requireAdministrator(by);
  const passwordHash = await staffPasswordHash(input.password);
  const id = await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const user = await insertStaffAccount(tx, { ...input, passwordHash, mailResetLink: input.password === null, now });
    await insertStaffAccountEvent(tx, {
      accountId: user.id,
      kind: by ? 'invited' : 'created',
      actorId: by?.id ?? null,
      actorName: by?.name ?? null,
      roles: user.staffRoles,
      at: now,
    });
    return user.id;
  });
  return staffAccountOf(deps.db, id);
}

/**
 * Locks the account and every administrator, and refuses (409) a change that would leave the
 * society without one: `keepsAdministrator` says whether the account is still one after it.
 */
async function lockForChange(tx: Db, id: string, keepsAdministrator: boolean): Promise<{ id: string; staffRoles: StaffRole[] }> {
  const administrators = await lockAdministrators(tx);
  const account = await lockStaffAccount(tx, id);
  if (!account) throw new NotFound(STAFF_ACCOUNT_NOT_FOUND);
  const isLastAdministrator = administrators.length === 1 && administrators[0] === id;
  if (isLastAdministrator && !keepsAdministrator) throw new Conflict(LAST_ADMINISTRATOR);
  return account;
}

const sameRoles = (a: readonly StaffRole[], b: readonly StaffRole[]) => a.length === b.length && a.every((role) => b.includes(role));

/** Gives the account these roles from its next request on (its sessions carry its row); unchanged roles record nothing. */
export async function changeStaffRoles(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor, id: string, roles: readonly StaffRole[]): Promise<StaffAccount> {
  requireAdministrator(actor);
  await deps.db.transaction(async (tx) => {
    const account = await lockForChange(tx, id, roles.includes('administrator'));
    if (sameRoles(account.staffRoles, roles)) return;
    await updateStaffRoles(tx, id, roles);
    await insertStaffAccountEvent(tx, {
      accountId: id,
      kind: 'roles_changed',
      actorId: actor.id,
      actorName: actor.name,
      roles: [...roles],
      previousRoles: account.staffRoles,
      at: deps.clock(),
    });
  });
  return staffAccountOf(deps.db, id);
}

/**
 * Removes a staff account: it can no longer log in or set a password, and its sessions end at once
 * (its next request answers 401, its notification streams close). The row stays, as what it
 * decided and wrote still names it. Gives the name it had, for the answer's message.
 */
export async function removeStaffAccount(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor, id: string): Promise<string> {
  requireAdministrator(actor);
  const { name } = await staffAccountOf(deps.db, id);
  await deps.db.transaction(async (tx) => {
    const account = await lockForChange(tx, id, false);
    const now = deps.clock();
    await deactivateStaffAccount(tx, id, now);
    await endAccountAccess(tx, id, now);
    await insertStaffAccountEvent(tx, { accountId: id, kind: 'removed', actorId: actor.id, actorName: actor.name, roles: account.staffRoles, at: now });
  });
  return name;
}

export async function listStaffAccountEvents(db: Db, actor: Actor, query: PaginationQuery): Promise<{ items: StaffAccountEvent[]; meta: PageMeta }> {
  requireAdministrator(actor);
  const page = pageOf(query);
  const { rows, total } = await findStaffAccountEventPage(db, page);
  return {
    items: rows.map(({ event, account }) => ({
      id: event.id,
      kind: event.kind,
      account: { id: account.id, name: displayName(account), email: account.email },
      by: event.actorName,
      roles: event.roles,
      previous_roles: event.previousRoles,
      created_at: event.at.toISOString(),
    })),
    meta: page.meta(total),
  };
}
