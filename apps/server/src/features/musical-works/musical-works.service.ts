import {
  basisPointsToPercent,
  canDecideRegistration,
  canDeleteRegistration,
  canEditRegistration,
  canSubmitRegistration,
  formatDuration,
  formatIswc,
  isValidIswc,
  isWriterRole,
  musicalWorkSubmissionProblems,
  normalizeIswc,
  percentToBasisPoints,
  registrationStatusLabels,
  shareTotalsExceeded,
  statusAfterEdit,
  versionTypeLabels,
  workRoleLabels,
  workShareTotals,
  type AuditChange,
  type AuditValue,
  type MusicalWorkCreateData,
  type MusicalWorkDetails,
  type MusicalWorkHistoryEntry,
  type MusicalWorkListItem,
  type MusicalWorkRegistryItem,
  type MusicalWorkUpdateData,
  type PageMeta,
  type RegistrationStatus,
  type SortOrder,
  type UserRole,
  type WorkRole,
  type WorkShare,
  type WorkShareAmounts,
  type workShareLine,
  type workShareUpdate,
} from '@repertoire/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { MusicalWorkRow, RightsHolderRow } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { BadRequest, Conflict, NotFound, Unprocessable, type FieldError } from '../../lib/errors';
import { rejectionReason, type RegistrationDecision } from '../../lib/registration-decision';
import { pageOf } from '../../lib/paging';
import { findRightsHoldersByIds } from '../rights-holders/rights-holders.repository';
import { toRightsHolderSummary } from '../rights-holders/rights-holders.service';
import {
  deleteShareLine,
  deleteWork,
  findOwnWorks,
  findRecordingsOfWork,
  findRegisteredWorks,
  findShareLines,
  findWork,
  findWorkEvents,
  findWorkForUpdate,
  findWorkHoldingIswc,
  insertShareLine,
  insertWork,
  insertWorkEvents,
  replaceShareLines,
  touchWork,
  updateShareLine,
  updateWork,
  updateWorkStatus,
  type NewWorkEvent,
  type ShareLineRow,
  type ShareLineValues,
  type WorkColumns,
} from './musical-works.repository';

/**
 * Musical works, their share tables and their registration (issue 3). Rules come from the
 * contract, so the form and the API refuse the same things with the same words. Every change
 * and its audit entry are written in one transaction.
 */

/** Who is asking: a member (their own works only) or staff (may read any work). */
export type Actor = { id: string; role: UserRole; name: string };

type WorkShareLineData = z.output<typeof workShareLine>;
type WorkShareUpdateData = z.output<typeof workShareUpdate>;

const WORK_NOT_FOUND = 'Musical work not found';
const SHARE_NOT_FOUND = 'This rights holder is not on the work';
const RIGHTS_HOLDER_NOT_FOUND = 'Rights holder not found';

// Access ----------------------------------------------------------------------------------------

/** Another member's work answers exactly like a work that does not exist (DESIGN "API conventions"). */
async function readableWork(db: Db, actor: Actor, id: string): Promise<MusicalWorkRow> {
  const row = await findWork(db, id);
  if (!row || (row.ownerId !== actor.id && actor.role !== 'staff')) throw new NotFound(WORK_NOT_FOUND);
  return row;
}

/** The member's own work, locked for the transaction; only its member changes it. */
async function ownWorkForUpdate(tx: Db, actor: Actor, id: string): Promise<MusicalWorkRow> {
  const row = await findWorkForUpdate(tx, id);
  if (!row || row.ownerId !== actor.id) throw new NotFound(WORK_NOT_FOUND);
  return row;
}

function assertEditable(row: MusicalWorkRow): void {
  if (!canEditRegistration(row.status)) {
    throw new Conflict('This work is in review: it can be changed again once the society has decided');
  }
}

// Shapes ----------------------------------------------------------------------------------------

function toAmounts(line: Pick<ShareLineValues, 'role' | 'performanceBp' | 'mechanicalBp'>): WorkShareAmounts {
  return {
    role: line.role,
    performance_share: basisPointsToPercent(line.performanceBp),
    mechanical_share: basisPointsToPercent(line.mechanicalBp),
  };
}

function toWorkShare(line: ShareLineRow, viewerId: string): WorkShare {
  return { id: line.id, rights_holder: toRightsHolderSummary(line.rightsHolder, viewerId), ...toAmounts(line) };
}

function problemsOf(columns: WorkColumns, lines: readonly Pick<ShareLineValues, 'role' | 'performanceBp' | 'mechanicalBp'>[]): string[] {
  return musicalWorkSubmissionProblems({
    title: columns.title,
    iswc: columns.iswc,
    version_type: columns.versionType,
    original_title: columns.originalTitle,
    shares: lines.map(toAmounts),
  });
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

function toDetails(
  row: MusicalWorkRow,
  lines: readonly ShareLineRow[],
  recordings: MusicalWorkDetails['recordings'],
  viewerId: string,
): MusicalWorkDetails {
  return {
    id: row.id,
    title: row.title,
    alternative_titles: row.alternativeTitles,
    iswc: row.iswc,
    language: row.language,
    genre: row.genre,
    duration: row.duration,
    creation_year: row.creationYear,
    version_type: row.versionType,
    original_title: row.originalTitle,
    is_instrumental: row.isInstrumental,
    status: row.status,
    rejection_reason: row.rejectionReason,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    submitted_at: isoOrNull(row.submittedAt),
    registered_at: isoOrNull(row.registeredAt),
    shares: lines.map((line) => toWorkShare(line, viewerId)),
    totals: workShareTotals(lines.map(toAmounts)),
    warnings: problemsOf(row, lines),
    recordings,
  };
}

async function loadDetails(db: Db, row: MusicalWorkRow, viewerId: string): Promise<MusicalWorkDetails> {
  const [lines, recordings] = await Promise.all([findShareLines(db, [row.id]), findRecordingsOfWork(db, row.id, viewerId)]);
  return toDetails(row, lines, recordings, viewerId);
}

// Audit -----------------------------------------------------------------------------------------

/** A work's fields as its history shows them: identifiers and durations in display form, choices in words. */
function auditValues(columns: WorkColumns): Record<string, AuditValue> {
  return {
    title: columns.title,
    alternative_titles: columns.alternativeTitles ?? [],
    iswc: columns.iswc ? formatIswc(columns.iswc) : null,
    language: columns.language ?? null,
    genre: columns.genre ?? null,
    duration: columns.duration == null ? null : formatDuration(columns.duration),
    creation_year: columns.creationYear ?? null,
    version_type: versionTypeLabels[columns.versionType ?? 'original'],
    original_title: columns.originalTitle ?? null,
    is_instrumental: columns.isInstrumental ?? false,
  };
}

function diff(before: Record<string, AuditValue>, after: Record<string, AuditValue>): AuditChange[] {
  return Object.keys(after)
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, old: before[field] ?? null, new: after[field] ?? null }));
}

function statusChange(from: RegistrationStatus, to: RegistrationStatus): AuditChange[] {
  return from === to ? [] : [{ field: 'status', old: registrationStatusLabels[from], new: registrationStatusLabels[to] }];
}

type LineForAudit = { rightsHolderName: string } & Pick<ShareLineValues, 'role' | 'performanceBp' | 'mechanicalBp'>;

function lineAuditValues(line: LineForAudit | null): Record<string, AuditValue> {
  return {
    rights_holder: line?.rightsHolderName ?? null,
    role: line ? workRoleLabels[line.role] : null,
    performance_share: line ? basisPointsToPercent(line.performanceBp) : null,
    mechanical_share: line ? basisPointsToPercent(line.mechanicalBp) : null,
  };
}

/** A share line's event: its rights holder is always named, so the entry reads on its own. */
function lineChanges(before: LineForAudit | null, after: LineForAudit | null): AuditChange[] {
  const changes = diff(lineAuditValues(before), lineAuditValues(after));
  if (changes.some((change) => change.field === 'rights_holder')) return changes;
  const name = after?.rightsHolderName ?? before?.rightsHolderName ?? null;
  return [{ field: 'rights_holder', old: name, new: name }, ...changes];
}

/** The share events that turn one table into another, lines matched by rights holder and role. */
function shareTableEvents(before: readonly LineForAudit[], after: readonly (LineForAudit & { rightsHolderId: string })[], beforeIds: readonly string[]) {
  const key = (holderId: string, role: WorkRole) => `${holderId}:${role}`;
  const old = new Map(before.map((line, i) => [key(beforeIds[i] ?? '', line.role), line]));
  const events: { event: 'share_added' | 'share_updated' | 'share_removed'; changes: AuditChange[] }[] = [];
  for (const line of after) {
    const k = key(line.rightsHolderId, line.role);
    const previous = old.get(k);
    old.delete(k);
    if (!previous) events.push({ event: 'share_added', changes: lineChanges(null, line) });
    else if (previous.performanceBp !== line.performanceBp || previous.mechanicalBp !== line.mechanicalBp) {
      events.push({ event: 'share_updated', changes: lineChanges(previous, line) });
    }
  }
  for (const line of old.values()) events.push({ event: 'share_removed', changes: lineChanges(line, null) });
  return events;
}

function auditLine(line: ShareLineRow): LineForAudit & { rightsHolderId: string } {
  return { ...line, rightsHolderName: line.rightsHolder.name };
}

// Rules -----------------------------------------------------------------------------------------

function columnsOf(row: MusicalWorkRow): WorkColumns {
  return {
    title: row.title,
    alternativeTitles: row.alternativeTitles,
    iswc: row.iswc,
    language: row.language,
    genre: row.genre,
    duration: row.duration,
    creationYear: row.creationYear,
    versionType: row.versionType,
    originalTitle: row.originalTitle,
    isInstrumental: row.isInstrumental,
  };
}

/** A modification names the work it modifies, also in a draft (the form refuses it too). */
function assertVersion(columns: WorkColumns): void {
  if (columns.versionType === 'modification' && !columns.originalTitle) {
    const message = 'Give the original title: this work is a modification of another work';
    throw new BadRequest(message, [{ path: 'original_title', message }]);
  }
}

/** A registered ISWC belongs to one work only (issue 3): 409 naming the work that holds it. */
async function assertIswcAvailable(db: Db, iswc: string | null | undefined, workId?: string): Promise<void> {
  if (!iswc) return;
  const holder = await findWorkHoldingIswc(db, iswc, workId);
  if (holder) {
    const message = `ISWC ${formatIswc(iswc)} is already registered to the work “${holder.title}”`;
    throw new Conflict(message, [{ path: 'iswc', message }]);
  }
}

/** Shares of a right above 100% are refused at every stage, draft or not. */
function assertTotalsWithinFull(lines: readonly Pick<ShareLineValues, 'role' | 'performanceBp' | 'mechanicalBp'>[]): void {
  const exceeded = shareTotalsExceeded(lines.map(toAmounts));
  if (exceeded.length > 0) {
    throw new BadRequest(exceeded.join('. '), exceeded.map((message) => ({ path: 'shares', message })));
  }
}

function problemsError(intro: string, problems: readonly string[]): Unprocessable {
  const errors: FieldError[] = problems.map((message) => ({ path: '', message }));
  return new Unprocessable(`${intro}: ${problems.join('. ')}.`, errors);
}

/** A registered work goes back to review when its member edits it, and must stay complete. */
function assertStillComplete(row: MusicalWorkRow, columns: WorkColumns, lines: Parameters<typeof problemsOf>[1]): void {
  if (row.status !== 'registered') return;
  const problems = problemsOf(columns, lines);
  if (problems.length > 0) throw problemsError('A registered work must stay complete', problems);
}

/** Share lines as sent, with their rights holders; an unknown rights holder is the sender's mistake. */
async function resolveShareLines(
  db: Db,
  lines: readonly WorkShareLineData[],
  pathOf: (index: number) => string,
): Promise<(ShareLineValues & { rightsHolder: RightsHolderRow })[]> {
  const holders = new Map((await findRightsHoldersByIds(db, lines.map((l) => l.rights_holder_id))).map((h) => [h.id, h]));
  const missing = lines.flatMap((line, index) => (holders.has(line.rights_holder_id) ? [] : [index]));
  if (missing.length > 0) {
    throw new BadRequest(RIGHTS_HOLDER_NOT_FOUND, missing.map((index) => ({ path: pathOf(index), message: RIGHTS_HOLDER_NOT_FOUND })));
  }
  return lines.map((line) => {
    const rightsHolder = holders.get(line.rights_holder_id);
    if (!rightsHolder) throw new Error('unreachable: rights holder checked above');
    return {
      rightsHolderId: line.rights_holder_id,
      role: line.role,
      performanceBp: percentToBasisPoints(line.performance_share),
      mechanicalBp: percentToBasisPoints(line.mechanical_share),
      rightsHolder,
    };
  });
}

/**
 * A change and its audit entries, all or nothing. Should two changes race past the checks
 * (the same ISWC registered twice, the same line added twice), a unique index stops the
 * second, and its member is told why instead of getting a 500.
 */
async function inTransaction<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(change);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('Someone saved a conflicting change at the same moment: reload the work and try again');
    throw error;
  }
}

function eventOf(actor: Actor, workId: string, event: NewWorkEvent['event'], changes: AuditChange[], reason?: string | null): NewWorkEvent {
  return { workId, actorId: actor.id, actorName: actor.name, event, changes, reason: reason ?? null };
}

// The member's works ----------------------------------------------------------------------------

export type OwnWorksQuery = {
  q?: string | undefined;
  status?: RegistrationStatus | undefined;
  sort: 'title' | 'updated_at' | 'created_at';
  order: SortOrder;
  page: number;
  pageSize: number;
};

/** GET /musical-works: the member's own works, with their writers' names. */
export async function listMusicalWorks(
  db: Db,
  actor: Actor,
  query: OwnWorksQuery,
): Promise<{ items: MusicalWorkListItem[]; meta: PageMeta }> {
  const page = pageOf(query);
  const iswc = query.q && isValidIswc(query.q) ? normalizeIswc(query.q) : undefined;
  const { rows, total } = await findOwnWorks(db, actor.id, { ...query, iswc }, page);
  const lines = await findShareLines(db, rows.map((row) => row.id));
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    iswc: row.iswc,
    writers: [
      ...new Set(lines.filter((l) => l.workId === row.id && isWriterRole(l.role)).map((l) => l.rightsHolder.name)),
    ],
    status: row.status,
    updated_at: iso(row.updatedAt),
  }));
  return { items, meta: page.meta(total) };
}

export async function getMusicalWork(db: Db, actor: Actor, id: string): Promise<MusicalWorkDetails> {
  return loadDetails(db, await readableWork(db, actor, id), actor.id);
}

/** POST /musical-works: a draft needs only its title; shares above 100% are refused even now. */
export async function createMusicalWork(db: Db, actor: Actor, data: MusicalWorkCreateData): Promise<MusicalWorkDetails> {
  const columns: WorkColumns = {
    title: data.title,
    alternativeTitles: data.alternative_titles ?? [],
    iswc: data.iswc ?? null,
    language: data.language ?? null,
    genre: data.genre ?? null,
    duration: data.duration ?? null,
    creationYear: data.creation_year ?? null,
    versionType: data.version_type ?? 'original',
    originalTitle: data.original_title ?? null,
    isInstrumental: data.is_instrumental ?? false,
  };
  const row = await inTransaction(db, async (tx) => {
    await assertIswcAvailable(tx, columns.iswc);
    const lines = await resolveShareLines(tx, data.shares ?? [], (i) => `shares.${i}.rights_holder_id`);
    assertTotalsWithinFull(lines);
    const work = await insertWork(tx, actor.id, columns);
    await replaceShareLines(tx, work.id, lines.map(({ rightsHolder: _, ...line }) => line));
    // The created entry lists what the member filled in, not the defaults of an empty draft.
    const defaults = auditValues({ title: '' });
    const created = Object.entries(auditValues(columns))
      .filter(([field, value]) => JSON.stringify(value) !== JSON.stringify(defaults[field]))
      .map(([field, value]) => ({ field, old: null, new: value }));
    await insertWorkEvents(tx, [
      eventOf(actor, work.id, 'created', created),
      ...lines.map((line) => eventOf(actor, work.id, 'share_added', lineChanges(null, { ...line, rightsHolderName: line.rightsHolder.name }))),
    ]);
    return work;
  });
  return loadDetails(db, row, actor.id);
}

/**
 * PATCH /musical-works/{id}: only what is sent changes; `shares` replaces the whole table.
 * A registered work must stay complete and goes back to review; a work in review waits.
 */
export async function updateMusicalWork(
  db: Db,
  actor: Actor,
  id: string,
  patch: MusicalWorkUpdateData,
): Promise<MusicalWorkDetails> {
  const row = await inTransaction(db, async (tx) => {
    const work = await ownWorkForUpdate(tx, actor, id);
    assertEditable(work);
    const before = columnsOf(work);
    const after: WorkColumns = {
      title: patch.title ?? before.title,
      alternativeTitles: patch.alternative_titles ?? before.alternativeTitles,
      iswc: patch.iswc !== undefined ? patch.iswc : before.iswc,
      language: patch.language !== undefined ? patch.language : before.language,
      genre: patch.genre !== undefined ? patch.genre : before.genre,
      duration: patch.duration !== undefined ? patch.duration : before.duration,
      creationYear: patch.creation_year !== undefined ? patch.creation_year : before.creationYear,
      versionType: patch.version_type ?? before.versionType,
      originalTitle: patch.original_title !== undefined ? patch.original_title : before.originalTitle,
      isInstrumental: patch.is_instrumental ?? before.isInstrumental,
    };
    if (after.versionType === 'original') after.originalTitle = null;
    assertVersion(after);

    const currentLines = await findShareLines(tx, [id]);
    const newLines = patch.shares
      ? await resolveShareLines(tx, patch.shares, (i) => `shares.${i}.rights_holder_id`)
      : currentLines;
    assertTotalsWithinFull(newLines);
    await assertIswcAvailable(tx, after.iswc, id);

    const fieldChanges = diff(auditValues(before), auditValues(after));
    const shareEvents = patch.shares
      ? shareTableEvents(
          currentLines.map(auditLine),
          newLines.map((line) => ({ ...line, rightsHolderName: line.rightsHolder.name })),
          currentLines.map((line) => line.rightsHolderId),
        )
      : [];
    // Lines only put in another order: the table is rewritten, but nothing needs review.
    if (fieldChanges.length === 0 && shareEvents.length === 0) {
      if (!patch.shares) return work;
      await replaceShareLines(tx, id, newLines.map(({ rightsHolder: _, ...line }) => line));
      return touchWork(tx, id);
    }

    assertStillComplete(work, after, newLines);
    const status = statusAfterEdit(work.status);
    const updated = await updateWork(tx, id, {
      ...after,
      status,
      submittedAt: status !== work.status ? new Date() : work.submittedAt,
    });
    if (patch.shares) await replaceShareLines(tx, id, newLines.map(({ rightsHolder: _, ...line }) => line));
    await insertWorkEvents(tx, [
      ...(fieldChanges.length > 0 || status !== work.status
        ? [eventOf(actor, id, 'updated', [...fieldChanges, ...statusChange(work.status, status)])]
        : []),
      ...shareEvents.map((e) => eventOf(actor, id, e.event, e.changes)),
    ]);
    return updated;
  });
  return loadDetails(db, row, actor.id);
}

/**
 * DELETE /musical-works/{id}: drafts and rejected works only; the registry never loses a work,
 * not even one whose later changes were rejected.
 */
export async function deleteMusicalWork(db: Db, actor: Actor, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const work = await ownWorkForUpdate(tx, actor, id);
    if (!canDeleteRegistration(work.status, work.registeredAt !== null)) {
      throw new Conflict(
        work.status === 'submitted'
          ? 'This work is in review: it cannot be deleted'
          : 'A registered work cannot be deleted: it is part of the society’s registry',
      );
    }
    await deleteWork(tx, id);
    await insertWorkEvents(tx, [eventOf(actor, id, 'deleted', [{ field: 'title', old: work.title, new: null }])]);
  });
}

/** POST /musical-works/{id}/submit: the submission rules, then to the society's review. */
export async function submitMusicalWork(db: Db, actor: Actor, id: string): Promise<MusicalWorkDetails> {
  const row = await inTransaction(db, async (tx) => {
    const work = await ownWorkForUpdate(tx, actor, id);
    if (!canSubmitRegistration(work.status)) {
      throw new Conflict(
        work.status === 'submitted' ? 'This work is already in review' : 'This work is registered: edit it to send changes for review',
      );
    }
    const lines = await findShareLines(tx, [id]);
    const problems = problemsOf(columnsOf(work), lines);
    if (problems.length > 0) throw problemsError('This work cannot be submitted yet', problems);
    await assertIswcAvailable(tx, work.iswc, id);
    const submitted = await updateWorkStatus(tx, id, {
      status: 'submitted',
      submittedAt: new Date(),
      rejectionReason: null,
      registeredAt: work.registeredAt,
    });
    await insertWorkEvents(tx, [eventOf(actor, id, 'submitted', statusChange(work.status, 'submitted'))]);
    return submitted;
  });
  return loadDetails(db, row, actor.id);
}

export type { RegistrationDecision };

/**
 * Staff's decision on a submitted work: registered (it joins the registry and owns its ISWC)
 * or rejected with the reason. The staff route comes with the review queue (a later issue).
 */
export async function decideRegistration(
  db: Db,
  actor: Actor,
  id: string,
  decision: RegistrationDecision,
): Promise<MusicalWorkDetails> {
  if (actor.role !== 'staff') throw new NotFound(WORK_NOT_FOUND);
  const row = await inTransaction(db, async (tx) => {
    const work = await findWorkForUpdate(tx, id);
    if (!work) throw new NotFound(WORK_NOT_FOUND);
    if (!canDecideRegistration(work.status)) throw new Conflict('Only a work in review can be registered or rejected');
    if (decision.decision === 'registered') {
      await assertIswcAvailable(tx, work.iswc, id);
      const registered = await updateWorkStatus(tx, id, {
        status: 'registered',
        registeredAt: work.registeredAt ?? new Date(),
        submittedAt: work.submittedAt,
        rejectionReason: null,
      });
      await insertWorkEvents(tx, [eventOf(actor, id, 'registered', statusChange(work.status, 'registered'))]);
      return registered;
    }
    const reason = rejectionReason(decision);
    const rejected = await updateWorkStatus(tx, id, {
      status: 'rejected',
      rejectionReason: reason,
      submittedAt: work.submittedAt,
      registeredAt: work.registeredAt,
    });
    await insertWorkEvents(tx, [eventOf(actor, id, 'rejected', statusChange(work.status, 'rejected'), reason)]);
    return rejected;
  });
  return loadDetails(db, row, actor.id);
}

// History ---------------------------------------------------------------------------------------

export async function getMusicalWorkHistory(
  db: Db,
  actor: Actor,
  id: string,
  query: { page: number; pageSize: number },
): Promise<{ items: MusicalWorkHistoryEntry[]; meta: PageMeta }> {
  await readableWork(db, actor, id);
  const page = pageOf(query);
  const { rows, total } = await findWorkEvents(db, id, page);
  const items = rows.map((row) => ({
    id: row.id,
    at: iso(row.at),
    actor_name: row.actorName,
    event: row.event,
    changes: row.changes,
    reason: row.reason,
  }));
  return { items, meta: page.meta(total) };
}

// Share lines -----------------------------------------------------------------------------------

export async function listWorkShares(db: Db, actor: Actor, id: string): Promise<WorkShare[]> {
  await readableWork(db, actor, id);
  const lines = await findShareLines(db, [id]);
  return lines.map((line) => toWorkShare(line, actor.id));
}

/** Writes a changed share table's consequences: the work's status and its audit entry. */
async function afterShareChange(
  tx: Db,
  actor: Actor,
  work: MusicalWorkRow,
  event: 'share_added' | 'share_updated' | 'share_removed',
  changes: AuditChange[],
): Promise<void> {
  const status = statusAfterEdit(work.status);
  await touchWork(tx, work.id, status);
  await insertWorkEvents(tx, [
    eventOf(actor, work.id, event, changes),
    ...(status !== work.status ? [eventOf(actor, work.id, 'updated', statusChange(work.status, status))] : []),
  ]);
}

function assertRoleFree(lines: readonly ShareLineRow[], rightsHolderId: string, role: WorkRole, exceptShareId?: string): void {
  const taken = lines.find((l) => l.rightsHolderId === rightsHolderId && l.role === role && l.id !== exceptShareId);
  if (taken) {
    const message = `${taken.rightsHolder.name} is already on this work as ${workRoleLabels[role]}`;
    throw new Conflict(message, [{ path: 'role', message }]);
  }
}

/** POST /musical-works/{id}/rights-holders: one more line; the totals per right stay within 100%. */
export async function addWorkShare(db: Db, actor: Actor, id: string, data: WorkShareLineData): Promise<WorkShare> {
  const shareId = await inTransaction(db, async (tx) => {
    const work = await ownWorkForUpdate(tx, actor, id);
    assertEditable(work);
    const [line] = await resolveShareLines(tx, [data], () => 'rights_holder_id');
    if (!line) throw new Error('unreachable: one line resolved');
    const lines = await findShareLines(tx, [id]);
    assertRoleFree(lines, line.rightsHolderId, line.role);
    const next = [...lines, line];
    assertTotalsWithinFull(next);
    assertStillComplete(work, columnsOf(work), next);
    const { rightsHolder, ...values } = line;
    const newId = await insertShareLine(tx, id, values);
    await afterShareChange(tx, actor, work, 'share_added', lineChanges(null, { ...line, rightsHolderName: rightsHolder.name }));
    return newId;
  });
  return shareById(db, actor, id, shareId);
}

async function shareById(db: Db, actor: Actor, workId: string, shareId: string): Promise<WorkShare> {
  const line = (await findShareLines(db, [workId])).find((l) => l.id === shareId);
  if (!line) throw new NotFound(SHARE_NOT_FOUND);
  return toWorkShare(line, actor.id);
}

/** PATCH /musical-works/{id}/rights-holders/{shareId}: role or shares of one line. */
export async function updateWorkShare(
  db: Db,
  actor: Actor,
  id: string,
  shareId: string,
  data: WorkShareUpdateData,
): Promise<WorkShare> {
  await inTransaction(db, async (tx) => {
    const work = await ownWorkForUpdate(tx, actor, id);
    assertEditable(work);
    const lines = await findShareLines(tx, [id]);
    const line = lines.find((l) => l.id === shareId);
    if (!line) throw new NotFound(SHARE_NOT_FOUND);
    const changed = {
      role: data.role ?? line.role,
      performanceBp: data.performance_share === undefined ? line.performanceBp : percentToBasisPoints(data.performance_share),
      mechanicalBp: data.mechanical_share === undefined ? line.mechanicalBp : percentToBasisPoints(data.mechanical_share),
    };
    if (changed.role === line.role && changed.performanceBp === line.performanceBp && changed.mechanicalBp === line.mechanicalBp) return;
    assertRoleFree(lines, line.rightsHolderId, changed.role, line.id);
    const next = lines.map((l) => (l.id === shareId ? { ...l, ...changed } : l));
    assertTotalsWithinFull(next);
    assertStillComplete(work, columnsOf(work), next);
    await updateShareLine(tx, shareId, changed);
    await afterShareChange(
      tx,
      actor,
      work,
      'share_updated',
      lineChanges(auditLine(line), { ...changed, rightsHolderName: line.rightsHolder.name }),
    );
  });
  return shareById(db, actor, id, shareId);
}

/** DELETE /musical-works/{id}/rights-holders/{shareId}. */
export async function removeWorkShare(db: Db, actor: Actor, id: string, shareId: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const work = await ownWorkForUpdate(tx, actor, id);
    assertEditable(work);
    const lines = await findShareLines(tx, [id]);
    const line = lines.find((l) => l.id === shareId);
    if (!line) throw new NotFound(SHARE_NOT_FOUND);
    assertStillComplete(
      work,
      columnsOf(work),
      lines.filter((l) => l.id !== shareId),
    );
    await deleteShareLine(tx, shareId);
    await afterShareChange(tx, actor, work, 'share_removed', lineChanges(auditLine(line), null));
  });
}

// The society's registry ------------------------------------------------------------------------

export type RegistryQuery = {
  q?: string | undefined;
  iswc?: string | null | undefined;
  writer?: string | undefined;
  ipi?: string | null | undefined;
  page: number;
  pageSize: number;
};

/** GET /musical-works/search: registered works only, with the parties a registry publishes. */
export async function searchRegistry(
  db: Db,
  query: RegistryQuery,
): Promise<{ items: MusicalWorkRegistryItem[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await findRegisteredWorks(db, query, page);
  const lines = await findShareLines(db, rows.map((row) => row.id));
  const items = rows.map((row) => ({
    id: row.id,
    title: row.title,
    alternative_titles: row.alternativeTitles,
    iswc: row.iswc,
    parties: lines
      .filter((l) => l.workId === row.id)
      .map((l) => ({ name: l.rightsHolder.name, role: l.role, ipi_name_number: l.rightsHolder.ipiNameNumber })),
    registered_at: iso(row.registeredAt ?? row.updatedAt),
  }));
  return { items, meta: page.meta(total) };
}
