import { randomUUID } from 'node:crypto';
import {
  WORK_SHARES_MAX,
  basisPointsToPercent,
  formatIswc,
  isValidIswc,
  iswcPrefix,
  isWriterRole,
  musicalWorkEvent,
  normalizeIswc,
  percentToBasisPoints,
  shareTotalsExceeded,
  unclaimedShares,
  workRoleLabels,
  workShareTotals,
  type MusicalWorkCreateData,
  type MusicalWorkDetails,
  type MusicalWorkHistoryEntry,
  type MusicalWorkListItem,
  type MusicalWorkRegistryItem,
  type MusicalWorkUpdateData,
  type PageMeta,
  type WorkRole,
  type WorkShare,
  type workShareLine,
  type workShareUpdate,
} from '@repertoire/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { correctTypedWords, wholeOrStart } from '../../matching';
import { keepLineIds, registrations, withSentFields, type MemberListQuery, type RequestFieldNames } from '../../registration';
import { findRightsHoldersByIds } from '../rights-holders';
import { emptyWorkFields, musicalWorkRegistration, toAmounts, toWorkShare, withRightsHolders, type WorkFields, type WorkState } from './musical-work-registration';
import {
  findClaimsWaitingTotals,
  findOwnWorkByCode,
  findOwnWorks,
  findRegisteredWorks,
  findShareLines,
  findWorkHoldingIswc,
  findWorksInDispute,
  type OwnWorksFilter,
  type ShareLineRow,
  type ShareLineValues,
} from './musical-works.repository';

/**
 * Musical works and their share tables (docs/domain.md#musical-works) on the registration core: this module turns
 * requests into a work's state and checks the share rules; the core runs the life cycle, access,
 * transactions and history. Rules come from the contract, so the form and the API refuse the same
 * things with the same words.
 */

type WorkShareLineData = z.output<typeof workShareLine>;
type WorkShareUpdateData = z.output<typeof workShareUpdate>;

const SHARE_NOT_FOUND = 'This rights holder is not on the work';
const RIGHTS_HOLDER_NOT_FOUND = 'Rights holder not found';

/** Reading, deleting, submitting and deciding a work are the core's, as they are; the rest of this module builds states. */
export const musicalWorks = registrations(musicalWorkRegistration);
const works = musicalWorks;

/**
 * What staff add as they approve a work without an ISWC: the one the ISWC agency allocated. The
 * decision checks it as any ISWC (409 naming the registered work that holds it).
 */
export function withAllocatedIswc(iswc: string): (state: WorkState) => WorkState {
  return (state) => {
    if (state.fields.iswc) {
      const message = `This work has the ISWC ${formatIswc(state.fields.iswc)} already: approve it without one`;
      throw new Conflict(message, [{ path: 'iswc', message }]);
    }
    return { ...state, fields: { ...state.fields, iswc } };
  };
}

// Rules -----------------------------------------------------------------------------------------

/** A modification names the work it modifies, also in a draft (the form refuses it too). */
function assertVersion(fields: WorkFields): void {
  if (fields.versionType === 'modification' && !fields.originalTitle) {
    const message = 'Give the original title: this work is a modification of another work';
    throw new BadRequest(message, [{ path: 'original_title', message }]);
  }
}

/** Shares of a right above 100% are refused at every stage, draft or not. */
function assertTotalsWithinFull(lines: readonly ShareLineRow[]): void {
  const exceeded = shareTotalsExceeded(lines.map(toAmounts));
  if (exceeded.length > 0) {
    throw new BadRequest(exceeded.join('; '), exceeded.map((message) => ({ path: 'shares', message })));
  }
}

function assertRoleFree(lines: readonly ShareLineRow[], rightsHolderId: string, role: WorkRole, exceptShareId?: string): void {
  const taken = lines.find((l) => l.rightsHolderId === rightsHolderId && l.role === role && l.id !== exceptShareId);
  if (taken) {
    const message = `${taken.rightsHolder.name} is already on this work as ${workRoleLabels[role]}`;
    throw new Conflict(message, [{ path: 'role', message }]);
  }
}

const lineKey = (line: { rightsHolderId: string; role: WorkRole }) => `${line.rightsHolderId}:${line.role}`;

const IN_DISPUTE = 'This work is in dispute: its shares change when the dispute is settled';

/** While a dispute over the work is open or under review, its shares are the dispute's to change (docs/decisions/0005). */
async function assertSharesNotInDispute(db: Db, workId: string): Promise<void> {
  if ((await findWorksInDispute(db, [workId])).has(workId)) throw new Conflict(IN_DISPUTE, [{ path: 'shares', message: IN_DISPUTE }]);
}

const sameShares = (before: readonly ShareLineRow[], after: readonly ShareLineRow[]) =>
  before.length === after.length &&
  before.every((line, i) => {
    const other = after[i];
    return (
      other !== undefined &&
      lineKey(line) === lineKey(other) &&
      line.performanceBp === other.performanceBp &&
      line.mechanicalBp === other.mechanicalBp &&
      line.controlled === other.controlled
    );
  });

/**
 * Share lines as sent, with their rights holders; an unknown rights holder is the sender's mistake.
 * A sent line keeps the id of the stored line with the same rights holder and role.
 */
async function resolveShareLines(
  db: Db,
  stored: readonly ShareLineRow[],
  lines: readonly WorkShareLineData[],
  pathOf: (index: number) => string,
): Promise<ShareLineRow[]> {
  const holders = new Map((await findRightsHoldersByIds(db, lines.map((l) => l.rights_holder_id))).map((h) => [h.id, h]));
  const missing = lines.flatMap((line, index) => (holders.has(line.rights_holder_id) ? [] : [index]));
  if (missing.length > 0) {
    throw new BadRequest(RIGHTS_HOLDER_NOT_FOUND, missing.map((index) => ({ path: pathOf(index), message: RIGHTS_HOLDER_NOT_FOUND })));
  }
  const sent = lines.map((line) => ({
    rightsHolderId: line.rights_holder_id,
    role: line.role,
    performanceBp: percentToBasisPoints(line.performance_share),
    mechanicalBp: percentToBasisPoints(line.mechanical_share),
    controlled: line.controlled,
    rightsHolder: holders.get(line.rights_holder_id) ?? unreachable(),
  }));
  return keepLineIds(stored, sent, lineKey, lineKey);
}

function unreachable(): never {
  throw new Error('unreachable: rights holders read above');
}

// The member's works ----------------------------------------------------------------------------

export type OwnWorksQuery = MemberListQuery<'title' | 'updated_at' | 'created_at' | 'relevance'>;

/**
 * The list's search box and status filter: the search text read as an ISWC when it is one, or as
 * the start of one, else as title words, each corrected against the titles' dictionary (the
 * matching module).
 */
export async function ownWorksSearch(db: Db, query: Pick<OwnWorksQuery, 'q' | 'status'>): Promise<Pick<OwnWorksFilter, 'title' | 'iswc' | 'iswcStart' | 'status'>> {
  const iswc = query.q && isValidIswc(query.q) ? normalizeIswc(query.q) : undefined;
  const iswcStart = query.q && !iswc ? (iswcPrefix(query.q) ?? undefined) : undefined;
  const title = query.q && !iswc && !iswcStart ? await correctTypedWords(db, 'work title', query.q) : undefined;
  return { status: query.status, iswc, iswcStart, title };
}

/** GET /musical-works: the member's own works, with their writers' names. */
export async function listMusicalWorks(db: Db, actor: Actor, query: OwnWorksQuery): Promise<{ items: MusicalWorkListItem[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await findOwnWorks(db, actor.id, { ...query, ...(await ownWorksSearch(db, query)) }, page);
  const lines = await findShareLines(db, rows.map((row) => row.work.id));
  const disputed = await findWorksInDispute(db, rows.map((row) => row.work.id));
  const items = rows.map(({ work, hasChangeInReview }) => ({
    id: work.id,
    title: work.title,
    iswc: work.iswc,
    writers: [...new Set(lines.filter((l) => l.workId === work.id && isWriterRole(l.role)).map((l) => l.rightsHolder.name))],
    status: work.status,
    change_in_review: hasChangeInReview,
    in_dispute: disputed.has(work.id),
    updated_at: work.updatedAt.toISOString(),
  }));
  return { items, meta: page.meta(total) };
}

/** The request key of each field: a field the request leaves out stays as it is. */
const workFieldNames = {
  title: 'title',
  alternativeTitles: 'alternative_titles',
  iswc: 'iswc',
  language: 'language',
  genre: 'genre',
  duration: 'duration',
  creationYear: 'creation_year',
  versionType: 'version_type',
  originalTitle: 'original_title',
  isInstrumental: 'is_instrumental',
  workCode: 'work_code',
} as const satisfies RequestFieldNames<WorkFields, MusicalWorkUpdateData>;

/** A member's work codes are theirs to find their works by: one work per code (lower case aside). */
async function assertWorkCodeFree(db: Db, ownerId: string, workCode: string | null, exceptId?: string): Promise<void> {
  if (!workCode || !(await findOwnWorkByCode(db, ownerId, workCode, exceptId))) return;
  const message = `You already have a work with the code ${workCode}`;
  throw new Conflict(message, [{ path: 'work_code', message }]);
}

/** A new work's state from a create request whose rights holders are known. */
function newWorkState(data: MusicalWorkCreateData, lines: ShareLineRow[]): WorkState {
  const fields: WorkFields = withSentFields(emptyWorkFields, data, workFieldNames);
  assertVersion(fields);
  assertTotalsWithinFull(lines);
  return { fields, lines };
}

/** POST /musical-works: a draft needs only its title; shares above 100% are refused even now. */
export function createMusicalWork(db: Db, actor: Actor, data: MusicalWorkCreateData): Promise<MusicalWorkDetails> {
  return works.create(db, actor, async (tx) => {
    await assertWorkCodeFree(tx, actor.id, data.work_code ?? null);
    return newWorkState(data, await resolveShareLines(tx, [], data.shares ?? [], (i) => `shares.${i}.rights_holder_id`));
  });
}

/**
 * Many new works at once (a catalogue import), in the caller's transaction: each as POST /musical-works would make
 * it, the rights holders of all read in one query, saved through the core's createMany. Work codes and identifiers
 * are the caller's to have checked.
 */
export async function createMusicalWorks(
  tx: Db,
  actor: Actor,
  requests: readonly MusicalWorkCreateData[],
  options: { submit: boolean; importId: string | null },
): Promise<{ id: string; submitted: boolean; problems: string[] }[]> {
  const holders = new Map((await findRightsHoldersByIds(tx, requests.flatMap((data) => (data.shares ?? []).map((line) => line.rights_holder_id)))).map((h) => [h.id, h]));
  const states = requests.map((data) =>
    newWorkState(
      data,
      (data.shares ?? []).map((line) => ({
        id: randomUUID(),
        rightsHolderId: line.rights_holder_id,
        role: line.role,
        performanceBp: percentToBasisPoints(line.performance_share),
        mechanicalBp: percentToBasisPoints(line.mechanical_share),
        controlled: line.controlled,
        rightsHolder: holders.get(line.rights_holder_id) ?? unreachable(),
      })),
    ),
  );
  const created = await works.createMany(tx, actor, states, options);
  return created.map(({ row, submitted, problems }) => ({ id: row.id, submitted, problems }));
}

/**
 * PATCH /musical-works/{id}: only what is sent changes; `shares` replaces the whole table (lines
 * that stay keep their ids). A registered work must stay complete and its change goes to review.
 */
export function updateMusicalWork(db: Db, actor: Actor, id: string, patch: MusicalWorkUpdateData): Promise<MusicalWorkDetails> {
  return works.edit(db, actor, id, async (tx, current): Promise<WorkState> => {
    const fields: WorkFields = withSentFields(current.fields, patch, workFieldNames);
    if (fields.versionType === 'original') fields.originalTitle = null;
    if (fields.workCode !== current.fields.workCode) await assertWorkCodeFree(tx, actor.id, fields.workCode, id);
    assertVersion(fields);
    const lines = patch.shares
      ? await resolveShareLines(tx, current.lines, patch.shares, (i) => `shares.${i}.rights_holder_id`)
      : current.lines;
    // The form sends the whole table with every save: only a change to it waits for the dispute.
    if (!sameShares(current.lines, lines)) await assertSharesNotInDispute(tx, id);
    assertTotalsWithinFull(lines);
    return { fields, lines };
  }, patch.expected_updated_at);
}

export async function getMusicalWorkHistory(
  db: Db,
  actor: Actor,
  id: string,
  query: { page: number; pageSize: number },
): Promise<{ items: MusicalWorkHistoryEntry[]; meta: PageMeta }> {
  const { items, meta } = await works.history(db, actor, id, query);
  return { items: items.map((entry) => ({ ...entry, event: musicalWorkEvent.parse(entry.event) })), meta };
}

// Share lines: each is an edit of the whole work, so the core's rules (review, history) apply ------

export async function listWorkShares(db: Db, actor: Actor, id: string): Promise<WorkShare[]> {
  const { state } = await works.read(db, actor, id);
  return state.lines.map((line) => toWorkShare(line, actor.id));
}

function shareOf(details: MusicalWorkDetails, shareId: string | undefined): WorkShare {
  const share = details.shares.find((line) => line.id === shareId);
  if (!share) throw new Error(`share line ${shareId ?? '?'} is missing after it was written`);
  return share;
}

function lineOf(state: WorkState, shareId: string): ShareLineRow {
  const line = state.lines.find((l) => l.id === shareId);
  if (!line) throw new NotFound(SHARE_NOT_FOUND);
  return line;
}

/** POST /musical-works/{id}/rights-holders: one more line; the totals per right stay within 100%. */
export async function addWorkShare(db: Db, actor: Actor, id: string, data: WorkShareLineData): Promise<WorkShare> {
  let added: string | undefined;
  const details = await works.edit(db, actor, id, async (tx, current) => {
    await assertSharesNotInDispute(tx, id);
    const [line] = await resolveShareLines(tx, [], [data], () => 'rights_holder_id');
    if (!line) throw new Error('unreachable: one line resolved');
    assertRoleFree(current.lines, line.rightsHolderId, line.role);
    // The bound the contract puts on a whole share table holds when lines are added one at a time too.
    if (current.lines.length >= WORK_SHARES_MAX) {
      const message = `A work can have at most ${WORK_SHARES_MAX} share lines`;
      throw new BadRequest(message, [{ path: 'rights_holder_id', message }]);
    }
    const lines = [...current.lines, line];
    assertTotalsWithinFull(lines);
    added = line.id;
    return { ...current, lines };
  });
  return shareOf(details, added);
}

/** PATCH /musical-works/{id}/rights-holders/{shareId}: role or shares of one line, changed in place. */
export async function updateWorkShare(db: Db, actor: Actor, id: string, shareId: string, data: WorkShareUpdateData): Promise<WorkShare> {
  const details = await works.edit(db, actor, id, async (tx, current) => {
    await assertSharesNotInDispute(tx, id);
    const line = lineOf(current, shareId);
    const changed: ShareLineRow = {
      ...line,
      role: data.role ?? line.role,
      performanceBp: data.performance_share === undefined ? line.performanceBp : percentToBasisPoints(data.performance_share),
      mechanicalBp: data.mechanical_share === undefined ? line.mechanicalBp : percentToBasisPoints(data.mechanical_share),
      controlled: data.controlled ?? line.controlled,
    };
    assertRoleFree(current.lines, line.rightsHolderId, changed.role, line.id);
    const lines = current.lines.map((l) => (l.id === shareId ? changed : l));
    assertTotalsWithinFull(lines);
    return { ...current, lines };
  });
  return shareOf(details, shareId);
}

/** DELETE /musical-works/{id}/rights-holders/{shareId}. */
export async function removeWorkShare(db: Db, actor: Actor, id: string, shareId: string): Promise<void> {
  await works.edit(db, actor, id, async (tx, current) => {
    await assertSharesNotInDispute(tx, id);
    lineOf(current, shareId);
    return { ...current, lines: current.lines.filter((l) => l.id !== shareId) };
  });
}

// The society's registry ------------------------------------------------------------------------

export type RegistryQuery = {
  q?: string | undefined;
  /** Compact, as the contract reads it: a whole ISWC or the start of one. */
  iswc?: string | null | undefined;
  writer?: string | undefined;
  ipi?: string | null | undefined;
  page: number;
  pageSize: number;
};

/** GET /musical-works/search: registered works only, with the parties a registry publishes. */
export async function searchMusicalWorkRegistry(db: Db, query: RegistryQuery): Promise<{ items: MusicalWorkRegistryItem[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await findRegisteredWorks(db, { ...query, iswc: wholeOrStart(query.iswc, isValidIswc) }, page);
  const lines = await findShareLines(db, rows.map((row) => row.id));
  const disputed = await findWorksInDispute(db, rows.map((row) => row.id));
  const waiting = await findClaimsWaitingTotals(db, rows.map((row) => row.id));
  const items = rows.map((row) => {
    const workLines = lines.filter((l) => l.workId === row.id);
    const amounts = workLines.map(toAmounts);
    const claims = waiting.get(row.id);
    return {
      id: row.id,
      title: row.title,
      alternative_titles: row.alternativeTitles,
      iswc: row.iswc,
      parties: workLines.map((l) => ({
        rights_holder_id: l.rightsHolderId,
        name: l.rightsHolder.name,
        ipi_name_number: l.rightsHolder.ipiNameNumber,
        ...toAmounts(l),
        controlled: l.controlled,
      })),
      totals: workShareTotals(amounts),
      unclaimed: unclaimedShares(amounts),
      claims_waiting: { performance: basisPointsToPercent(claims?.performanceBp ?? 0), mechanical: basisPointsToPercent(claims?.mechanicalBp ?? 0) },
      registered_at: (row.registeredAt ?? row.updatedAt).toISOString(),
      in_dispute: disputed.has(row.id),
    };
  });
  return { items, meta: page.meta(total) };
}

// Settled shares --------------------------------------------------------------------------------

/**
 * A share line as a dispute or a claim settles it: basis points, no id (lines that stay keep theirs).
 * Without `controlled`, a line that stays keeps its own and a new line is controlled: a dispute's
 * split does not say, a claim that joins does.
 */
export type SettledShareLine = Omit<ShareLineValues, 'id' | 'controlled'> & { controlled?: boolean };

/**
 * The work's shares as a claim or a dispute settled them (docs/decisions/0005), in the caller's
 * transaction: `settle` turns the registered lines into the new ones, which replace them without
 * review and are recorded in the work's history as the actor's. The caller decided who may.
 */
export async function settleWorkShares(
  tx: Db,
  actor: Actor,
  workId: string,
  settle: (current: readonly SettledShareLine[]) => SettledShareLine[],
): Promise<void> {
  await works.settle(
    tx,
    actor,
    workId,
    async (db, current) => {
      const controlledNow = new Map(current.lines.map((line) => [lineKey(line), line.controlled]));
      const settled = settle(current.lines).map((line) => ({ ...line, controlled: line.controlled ?? controlledNow.get(lineKey(line)) ?? true }));
      const lines = keepLineIds(current.lines, settled, lineKey, lineKey);
      return { ...current, lines: await withRightsHolders(db, lines) };
    },
    // A change in review keeps its other edits and takes the settled shares.
    (proposed, settled) => ({ ...proposed, lines: settled.lines }),
  );
}

/**
 * The ISWC a receiving society's acknowledgement gives a registered work that has none (docs/cwr.md, "The society
 * sends CWR"), in the caller's transaction, recorded in the work's history as the actor's. A work with an ISWC keeps
 * it; an ISWC another registered work holds is not set. Says which it was.
 */
export async function settleWorkIswc(tx: Db, actor: Actor, workId: string, iswc: string): Promise<'set' | 'has-one' | 'held-elsewhere'> {
  if (await findWorkHoldingIswc(tx, iswc, workId)) return 'held-elsewhere';
  let outcome: 'set' | 'has-one' = 'has-one';
  await works.settle(
    tx,
    actor,
    workId,
    async (_db, current) => {
      if (current.fields.iswc) return current;
      outcome = 'set';
      return { ...current, fields: { ...current.fields, iswc } };
    },
    // A change in review without an ISWC of its own takes the one given.
    (proposed, settled) => (proposed.fields.iswc ? proposed : { ...proposed, fields: { ...proposed.fields, iswc: settled.fields.iswc } }),
  );
  return outcome;
}
