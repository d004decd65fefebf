import {
  basisPointsToPercent,
  canDecideRegistration,
  canDeleteRegistration,
  canEditRegistration,
  canSubmitRegistration,
  formatIsrc,
  formatIswc,
  isValidIsrc,
  normalizeIsrc,
  ownershipTotalExceeded,
  percentToBasisPoints,
  soundRecordingLogsCsv,
  soundRecordingSubmissionProblems,
  statusAfterEdit,
  sumBasisPoints,
  type AuditChange,
  type PageMeta,
  type RegistrationStatus,
  type SoundRecordingCreateData,
  type SoundRecordingDetails,
  type SoundRecordingEvent,
  type SoundRecordingListItem,
  type SoundRecordingLogEntry,
  type SoundRecordingRegistryItem,
  type SoundRecordingUpdateData,
  type SortOrder,
  type UserRole,
} from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { SoundRecordingRow } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { BadRequest, Conflict, NotFound, Unprocessable, type FieldError } from '../../lib/errors';
import { rejectionReason, type RegistrationDecision } from '../../lib/registration-decision';
import { pageOf } from '../../lib/paging';
import { findRightsHoldersByIds } from '../rights-holders/rights-holders.repository';
import { toRightsHolderSummary } from '../rights-holders/rights-holders.service';
import { recordingChanges, statusChange, type RecordingSnapshot } from './sound-recording-changes';
import {
  allEvents,
  deleteRecording,
  findLinkableWork,
  findOwners,
  findPerformers,
  findRecording,
  findRecordingForUpdate,
  findRegisteredIsrcHolder,
  findWorkReference,
  hasEventsOfRecording,
  insertEvent,
  insertRecording,
  listEvents,
  listOwnRecordings,
  replaceOwners,
  replacePerformers,
  searchRegistry,
  updateRecording,
  type LogFilters,
  type LogRow,
  type OwnerRow,
  type PerformerRow,
  type RecordingColumns,
} from './sound-recordings.repository';

/**
 * Sound recordings, their line-up and master ownership, their registration and the Sound
 * Recording Logs (issue 4). The rules come from the contract, so the form and the API refuse
 * the same things with the same words; every change and its log event share one transaction.
 */

/** Who is asking: the member (their own recordings only), or staff deciding a registration. */
export type Actor = { id: string; role: UserRole; name: string };

const RECORDING_NOT_FOUND = 'Sound recording not found';
const RIGHTS_HOLDER_NOT_FOUND = 'Rights holder not found';
const WORK_NOT_LINKABLE = 'Musical work not found: choose one of your works or a registered work';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

// Access ----------------------------------------------------------------------------------------

/** Another member's recording answers exactly like one that does not exist (DESIGN "API conventions"). */
async function ownRecording(db: Db, actor: Actor, id: string): Promise<SoundRecordingRow> {
  const row = await findRecording(db, id);
  if (!row || row.ownerId !== actor.id) throw new NotFound(RECORDING_NOT_FOUND);
  return row;
}

/** The member's own recording, locked for the rest of the transaction. */
async function ownRecordingForUpdate(tx: Db, actor: Actor, id: string): Promise<SoundRecordingRow> {
  const row = await findRecordingForUpdate(tx, id);
  if (!row || row.ownerId !== actor.id) throw new NotFound(RECORDING_NOT_FOUND);
  return row;
}

// Lines -----------------------------------------------------------------------------------------

type ResolvedPerformer = PerformerRow;
type ResolvedOwner = OwnerRow & { name: string };
type PerformerData = NonNullable<SoundRecordingCreateData['performers']>[number];
type OwnershipData = NonNullable<SoundRecordingCreateData['ownership']>[number];

/** Performers and owners as sent, their rights holders checked: an unknown one is the sender's mistake. */
async function resolveLines(
  db: Db,
  performers: readonly PerformerData[] | undefined,
  ownership: readonly OwnershipData[] | undefined,
): Promise<{ performers?: ResolvedPerformer[]; owners?: ResolvedOwner[] }> {
  const ids = [
    ...(performers ?? []).flatMap((p) => (p.rights_holder_id ? [p.rights_holder_id] : [])),
    ...(ownership ?? []).map((o) => o.rights_holder_id),
  ];
  const holders = new Map((await findRightsHoldersByIds(db, ids)).map((h) => [h.id, h]));
  const errors: FieldError[] = [];
  performers?.forEach((p, index) => {
    if (p.rights_holder_id && !holders.has(p.rights_holder_id)) {
      errors.push({ path: `performers.${index}.rights_holder_id`, message: RIGHTS_HOLDER_NOT_FOUND });
    }
  });
  ownership?.forEach((o, index) => {
    if (!holders.has(o.rights_holder_id)) errors.push({ path: `ownership.${index}.rights_holder_id`, message: RIGHTS_HOLDER_NOT_FOUND });
  });
  if (errors.length > 0) throw new BadRequest(RIGHTS_HOLDER_NOT_FOUND, errors);
  return {
    performers: performers?.map((p) => ({
      name: p.name,
      role: p.role,
      instrumentOrPart: p.instrument_or_part ?? null,
      rightsHolderId: p.rights_holder_id ?? null,
    })),
    owners: ownership?.map((o) => ({
      rightsHolderId: o.rights_holder_id,
      shareBp: percentToBasisPoints(o.share),
      name: holders.get(o.rights_holder_id)?.name ?? '',
    })),
  };
}

/** Master ownership above 100% is refused at every stage, draft or not (contract ownershipTotalExceeded). */
function assertOwnershipWithinFull(owners: readonly OwnerRow[]): void {
  const exceeded = ownershipTotalExceeded(owners.map((o) => ({ share: basisPointsToPercent(o.shareBp) })));
  if (exceeded.length > 0) throw new BadRequest(exceeded.join('. '), exceeded.map((message) => ({ path: 'ownership', message })));
}

/** The work it records must be the member's own or one in the registry; another member's draft is not there. */
async function linkableWork(db: Db, actor: Actor, workId: string | null) {
  if (!workId) return null;
  const work = await findLinkableWork(db, workId, actor.id);
  if (!work) throw new BadRequest(WORK_NOT_LINKABLE, [{ path: 'musical_work_id', message: WORK_NOT_LINKABLE }]);
  return work;
}

function workLabel(work: { id: string; title: string; iswc: string | null }) {
  return { id: work.id, label: work.iswc ? `${work.title} (${formatIswc(work.iswc)})` : work.title };
}

/** A registered ISRC belongs to one recording (issue 4): 409 naming the recording that holds it. */
async function assertIsrcAvailable(db: Db, isrc: string | null | undefined, recordingId?: string): Promise<void> {
  if (!isrc) return;
  const holder = await findRegisteredIsrcHolder(db, isrc, recordingId);
  if (holder) {
    const by = holder.mainArtists.length > 0 ? ` by ${holder.mainArtists.join(', ')}` : '';
    const message = `ISRC ${formatIsrc(isrc)} is already registered to the recording “${holder.title}”${by}`;
    throw new Conflict(message, [{ path: 'isrc', message }]);
  }
}

function problemsOf(columns: RecordingColumns, performers: readonly { role: PerformerRow['role'] }[], owners: readonly OwnerRow[]) {
  return soundRecordingSubmissionProblems({
    title: columns.title,
    isrc: columns.isrc,
    upc: columns.upc,
    main_artists: columns.mainArtists ?? [],
    performers,
    ownership: owners.map((o) => ({ share: basisPointsToPercent(o.shareBp) })),
  });
}

function problemsError(intro: string, problems: readonly string[]): Unprocessable {
  return new Unprocessable(`${intro}: ${problems.join('. ')}.`, problems.map((message) => ({ path: '', message })));
}

// Shapes ----------------------------------------------------------------------------------------

function columnsOf(row: SoundRecordingRow): RecordingColumns {
  return {
    title: row.title,
    version: row.version,
    isrc: row.isrc,
    mainArtists: row.mainArtists,
    featuredArtists: row.featuredArtists,
    contentType: row.contentType,
    duration: row.duration,
    pYear: row.pYear,
    pOwner: row.pOwner,
    releaseTitle: row.releaseTitle,
    releaseDate: row.releaseDate,
    recordLabel: row.recordLabel,
    upc: row.upc,
    genre: row.genre,
    recordingCountry: row.recordingCountry,
    commissioningCountry: row.commissioningCountry,
    musicalWorkId: row.musicalWorkId,
  };
}

/** The columns a request sets; fields left out stay as they are (`base`). */
function mergeColumns(base: RecordingColumns, data: SoundRecordingUpdateData): RecordingColumns {
  const pick = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);
  return {
    title: data.title ?? base.title,
    version: pick(data.version, base.version ?? null),
    isrc: pick(data.isrc, base.isrc ?? null),
    mainArtists: data.main_artists ?? base.mainArtists ?? [],
    featuredArtists: data.featured_artists ?? base.featuredArtists ?? [],
    contentType: data.content_type ?? base.contentType ?? 'audio',
    duration: pick(data.duration, base.duration ?? null),
    pYear: pick(data.p_year, base.pYear ?? null),
    pOwner: pick(data.p_owner, base.pOwner ?? null),
    releaseTitle: pick(data.release_title, base.releaseTitle ?? null),
    releaseDate: pick(data.release_date, base.releaseDate ?? null),
    recordLabel: pick(data.record_label, base.recordLabel ?? null),
    upc: pick(data.upc, base.upc ?? null),
    genre: pick(data.genre, base.genre ?? null),
    recordingCountry: pick(data.recording_country, base.recordingCountry ?? null),
    commissioningCountry: pick(data.commissioning_country, base.commissioningCountry ?? null),
    musicalWorkId: pick(data.musical_work_id, base.musicalWorkId ?? null),
  };
}

function snapshotOf(
  columns: RecordingColumns,
  work: { id: string; label: string } | null,
  performers: readonly PerformerRow[],
  owners: readonly ResolvedOwner[],
): RecordingSnapshot {
  return {
    title: columns.title,
    version: columns.version ?? null,
    isrc: columns.isrc ?? null,
    main_artists: columns.mainArtists ?? [],
    featured_artists: columns.featuredArtists ?? [],
    content_type: columns.contentType ?? 'audio',
    duration: columns.duration ?? null,
    p_year: columns.pYear ?? null,
    p_owner: columns.pOwner ?? null,
    release_title: columns.releaseTitle ?? null,
    release_date: columns.releaseDate ?? null,
    record_label: columns.recordLabel ?? null,
    upc: columns.upc ?? null,
    genre: columns.genre ?? null,
    recording_country: columns.recordingCountry ?? null,
    commissioning_country: columns.commissioningCountry ?? null,
    musical_work: work,
    performers: performers.map((p) => ({
      name: p.name,
      role: p.role,
      instrument_or_part: p.instrumentOrPart,
      rights_holder_id: p.rightsHolderId,
    })),
    ownership: owners.map((o) => ({ rights_holder_id: o.rightsHolderId, name: o.name, share_bp: o.shareBp })),
  };
}

const emptySnapshot: RecordingSnapshot = snapshotOf({ title: '' }, null, [], []);

async function loadDetails(db: Db, row: SoundRecordingRow, viewerId: string): Promise<SoundRecordingDetails> {
  const [performers, owners, work] = await Promise.all([
    findPerformers(db, row.id),
    findOwners(db, row.id),
    row.musicalWorkId ? findWorkReference(db, row.musicalWorkId) : Promise.resolve(undefined),
  ]);
  return {
    id: row.id,
    title: row.title,
    version: row.version,
    isrc: row.isrc,
    main_artists: row.mainArtists,
    featured_artists: row.featuredArtists,
    content_type: row.contentType,
    duration: row.duration,
    p_year: row.pYear,
    p_owner: row.pOwner,
    release_title: row.releaseTitle,
    release_date: row.releaseDate,
    record_label: row.recordLabel,
    upc: row.upc,
    genre: row.genre,
    recording_country: row.recordingCountry,
    commissioning_country: row.commissioningCountry,
    // Another member's registered work is shown through the registry, not its owner's details page.
    musical_work: work ? { id: work.id, title: work.title, iswc: work.iswc, is_own: work.ownerId === viewerId } : null,
    status: row.status,
    rejection_reason: row.rejectionReason,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    submitted_at: isoOrNull(row.submittedAt),
    registered_at: isoOrNull(row.registeredAt),
    performers: performers.map((p) => ({
      id: p.id,
      name: p.name,
      role: p.role,
      instrument_or_part: p.instrumentOrPart,
      rights_holder: p.rightsHolder ? toRightsHolderSummary(p.rightsHolder, viewerId) : null,
    })),
    ownership: owners.map((o) => ({
      id: o.id,
      rights_holder: toRightsHolderSummary(o.rightsHolder, viewerId),
      share: basisPointsToPercent(o.shareBp),
    })),
    ownership_total: basisPointsToPercent(sumBasisPoints(owners.map((o) => o.shareBp))),
    warnings: problemsOf(columnsOf(row), performers, owners),
  };
}

/**
 * A change and its log event, all or nothing. Should two changes race past the ISRC check (two
 * recordings with one ISRC registered at the same moment), the unique index stops the second and
 * its sender is told why instead of getting a 500.
 */
async function inTransaction<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(change);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('Someone saved a conflicting change at the same moment: reload the recording and try again');
    throw error;
  }
}

function eventOf(
  actor: Actor,
  row: Pick<SoundRecordingRow, 'id' | 'ownerId' | 'title' | 'isrc'>,
  event: SoundRecordingEvent,
  changes: AuditChange[],
  reason: string | null = null,
) {
  return {
    ownerId: row.ownerId,
    recordingId: row.id,
    recordingTitle: row.title,
    recordingIsrc: row.isrc,
    event,
    actorId: actor.id,
    actorName: actor.name,
    changes,
    reason,
  };
}

// The member's recordings -----------------------------------------------------------------------

export type OwnRecordingsQuery = {
  q?: string | undefined;
  status?: RegistrationStatus | undefined;
  sort: 'title' | 'updated_at' | 'created_at' | 'release_date';
  order: SortOrder;
  page: number;
  pageSize: number;
};

/** GET /sound-recordings: the member's own recordings; the search box matches title, artist or ISRC. */
export async function listSoundRecordings(
  db: Db,
  actor: Actor,
  query: OwnRecordingsQuery,
): Promise<{ items: SoundRecordingListItem[]; meta: PageMeta }> {
  const page = pageOf(query);
  const isrc = query.q && isValidIsrc(query.q) ? normalizeIsrc(query.q) : undefined;
  const { items, total } = await listOwnRecordings(db, actor.id, { ...query, isrc }, page);
  return {
    items: items.map((row) => ({
      id: row.id,
      title: row.title,
      version: row.version,
      isrc: row.isrc,
      main_artists: row.mainArtists,
      status: row.status,
      updated_at: iso(row.updatedAt),
    })),
    meta: page.meta(total),
  };
}

export async function getSoundRecording(db: Db, actor: Actor, id: string): Promise<SoundRecordingDetails> {
  return loadDetails(db, await ownRecording(db, actor, id), actor.id);
}

/** POST /sound-recordings: a draft needs only its title; ownership above 100% is refused even now. */
export async function createSoundRecording(db: Db, actor: Actor, data: SoundRecordingCreateData): Promise<SoundRecordingDetails> {
  const columns = mergeColumns({ title: data.title }, data);
  const row = await inTransaction(db, async (tx) => {
    const work = await linkableWork(tx, actor, columns.musicalWorkId ?? null);
    const { performers = [], owners = [] } = await resolveLines(tx, data.performers, data.ownership);
    assertOwnershipWithinFull(owners);
    await assertIsrcAvailable(tx, columns.isrc);
    const recording = await insertRecording(tx, actor.id, columns);
    await replacePerformers(tx, recording.id, performers);
    await replaceOwners(tx, recording.id, owners);
    // What the draft was created with, as changes from nothing.
    const created = recordingChanges(emptySnapshot, snapshotOf(columns, work ? workLabel(work) : null, performers, owners)).map(
      (change) => (change.field === 'title' ? { ...change, old: null } : change),
    );
    await insertEvent(tx, eventOf(actor, recording, 'created', created));
    return recording;
  });
  return loadDetails(db, row, actor.id);
}

/**
 * PATCH /sound-recordings/{id}: only what is sent changes; `performers` and `ownership` replace
 * the whole list. A registered recording must stay complete and goes back to review; one in
 * review waits for the society's decision.
 */
export async function updateSoundRecording(
  db: Db,
  actor: Actor,
  id: string,
  patch: SoundRecordingUpdateData,
): Promise<SoundRecordingDetails> {
  const row = await inTransaction(db, async (tx) => {
    const recording = await ownRecordingForUpdate(tx, actor, id);
    if (!canEditRegistration(recording.status)) {
      throw new Conflict('This recording is in review: it can be changed again once the society has decided');
    }
    const before = columnsOf(recording);
    const after = mergeColumns(before, patch);
    const [currentPerformers, currentOwners] = await Promise.all([findPerformers(tx, id), findOwners(tx, id)]);
    const sent = await resolveLines(tx, patch.performers, patch.ownership);
    const performers: PerformerRow[] = sent.performers ?? currentPerformers;
    const owners: ResolvedOwner[] =
      sent.owners ?? currentOwners.map((o) => ({ rightsHolderId: o.rightsHolderId, shareBp: o.shareBp, name: o.rightsHolder.name }));
    assertOwnershipWithinFull(owners);

    const workChanged = after.musicalWorkId !== before.musicalWorkId;
    const newWork = workChanged ? await linkableWork(tx, actor, after.musicalWorkId ?? null) : null;
    const oldWork = before.musicalWorkId ? await findWorkReference(tx, before.musicalWorkId) : undefined;
    const changes = recordingChanges(
      snapshotOf(
        before,
        oldWork ? workLabel(oldWork) : null,
        currentPerformers,
        currentOwners.map((o) => ({ ...o, name: o.rightsHolder.name })),
      ),
      snapshotOf(after, workChanged ? (newWork ? workLabel(newWork) : null) : oldWork ? workLabel(oldWork) : null, performers, owners),
    );
    if (changes.length === 0) return recording;

    if (after.isrc !== before.isrc) await assertIsrcAvailable(tx, after.isrc, id);
    if (recording.status === 'registered') {
      const problems = problemsOf(after, performers, owners);
      if (problems.length > 0) throw problemsError('A registered recording must stay complete', problems);
    }
    const status = statusAfterEdit(recording.status);
    const updated = await updateRecording(
      tx,
      id,
      { ...after, status, submittedAt: status !== recording.status ? new Date() : recording.submittedAt },
      { mainArtists: after.mainArtists ?? [], featuredArtists: after.featuredArtists ?? [] },
    );
    if (sent.performers) await replacePerformers(tx, id, performers);
    if (sent.owners) await replaceOwners(tx, id, owners);
    const statusChanges = status !== recording.status ? [statusChange(recording.status, status)] : [];
    await insertEvent(tx, eventOf(actor, updated, 'updated', [...changes, ...statusChanges]));
    return updated;
  });
  return loadDetails(db, row, actor.id);
}

/** DELETE /sound-recordings/{id}: drafts and rejected recordings only; their events stay in the logs. */
export async function deleteSoundRecording(db: Db, actor: Actor, id: string): Promise<void> {
  await inTransaction(db, async (tx) => {
    const recording = await ownRecordingForUpdate(tx, actor, id);
    if (!canDeleteRegistration(recording.status, recording.registeredAt !== null)) {
      throw new Conflict(
        recording.status === 'submitted'
          ? 'This recording is in review: it cannot be deleted'
          : 'A registered recording cannot be deleted: it is part of the society’s registry',
      );
    }
    await deleteRecording(tx, id);
    await insertEvent(tx, eventOf(actor, recording, 'deleted', []));
  });
}

/** POST /sound-recordings/{id}/submit: the submission rules, then to the society's review. */
export async function submitSoundRecording(db: Db, actor: Actor, id: string): Promise<SoundRecordingDetails> {
  const row = await inTransaction(db, async (tx) => {
    const recording = await ownRecordingForUpdate(tx, actor, id);
    if (!canSubmitRegistration(recording.status)) {
      throw new Conflict(
        recording.status === 'submitted'
          ? 'This recording is already in review'
          : 'This recording is registered: edit it to send changes for review',
      );
    }
    const [performers, owners] = await Promise.all([findPerformers(tx, id), findOwners(tx, id)]);
    const problems = problemsOf(columnsOf(recording), performers, owners);
    if (problems.length > 0) throw problemsError('This recording cannot be submitted yet', problems);
    await assertIsrcAvailable(tx, recording.isrc, id);
    const submitted = await updateRecording(tx, id, { status: 'submitted', submittedAt: new Date(), rejectionReason: null });
    await insertEvent(tx, eventOf(actor, submitted, 'submitted', [statusChange(recording.status, 'submitted')]));
    return submitted;
  });
  return loadDetails(db, row, actor.id);
}

export type { RegistrationDecision };

/**
 * Staff's decision on a submitted recording: registered (it joins the registry and owns its
 * ISRC) or rejected with the reason. The staff route comes with the review queue (a later issue).
 */
export async function decideRecordingRegistration(
  db: Db,
  actor: Actor,
  id: string,
  decision: RegistrationDecision,
): Promise<SoundRecordingDetails> {
  if (actor.role !== 'staff') throw new NotFound(RECORDING_NOT_FOUND);
  const row = await inTransaction(db, async (tx) => {
    const recording = await findRecordingForUpdate(tx, id);
    if (!recording) throw new NotFound(RECORDING_NOT_FOUND);
    if (!canDecideRegistration(recording.status)) throw new Conflict('Only a recording in review can be registered or rejected');
    if (decision.decision === 'registered') {
      await assertIsrcAvailable(tx, recording.isrc, id);
      const registered = await updateRecording(tx, id, {
        status: 'registered',
        registeredAt: recording.registeredAt ?? new Date(),
        rejectionReason: null,
      });
      await insertEvent(tx, eventOf(actor, registered, 'registered', [statusChange(recording.status, 'registered')]));
      return registered;
    }
    const reason = rejectionReason(decision);
    const rejected = await updateRecording(tx, id, { status: 'rejected', rejectionReason: reason });
    await insertEvent(tx, eventOf(actor, rejected, 'rejected', [statusChange(recording.status, 'rejected')], reason));
    return rejected;
  });
  return loadDetails(db, row, row.ownerId);
}

// The registry ----------------------------------------------------------------------------------

export type RegistryQuery = {
  q?: string | undefined;
  isrc?: string | null | undefined;
  artist?: string | undefined;
  label?: string | undefined;
  page: number;
  pageSize: number;
};

/** GET /sound-recordings/search: registered recordings of every member; never drafts, never shares. */
export async function searchSoundRecordingRegistry(
  db: Db,
  query: RegistryQuery,
): Promise<{ items: SoundRecordingRegistryItem[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { items, total } = await searchRegistry(db, query, page);
  return {
    items: items.map((row) => ({
      id: row.id,
      title: row.title,
      version: row.version,
      isrc: row.isrc,
      main_artists: row.mainArtists,
      featured_artists: row.featuredArtists,
      record_label: row.recordLabel,
      release_title: row.releaseTitle,
      release_date: row.releaseDate,
      p_year: row.pYear,
      p_owner: row.pOwner,
      registered_at: iso(row.registeredAt ?? row.updatedAt),
    })),
    meta: page.meta(total),
  };
}

// The logs --------------------------------------------------------------------------------------

export type LogsQuery = {
  recording_id?: string | undefined;
  event?: SoundRecordingEvent | undefined;
  from?: string | undefined;
  tz?: string | undefined;
  to?: string | undefined;
};

function toLogEntry(row: LogRow): SoundRecordingLogEntry {
  return {
    id: row.id,
    at: iso(row.at),
    actor_name: row.actorName,
    event: row.event,
    changes: row.changes,
    reason: row.reason,
    recording: { id: row.recordingId, title: row.recordingTitle, isrc: row.recordingIsrc, is_deleted: row.isDeleted },
  };
}

/** Filtering by another member's recording answers 404, like every other way of reaching it. */
async function logFilters(db: Db, actor: Actor, query: LogsQuery): Promise<LogFilters> {
  if (query.recording_id && !(await hasEventsOfRecording(db, actor.id, query.recording_id))) {
    throw new NotFound(RECORDING_NOT_FOUND);
  }
  return { recordingId: query.recording_id, event: query.event, from: query.from, to: query.to, timeZone: query.tz };
}

/** GET /sound-recordings/logs: the events of the member's recordings, newest first. */
export async function listSoundRecordingLogs(
  db: Db,
  actor: Actor,
  query: LogsQuery & { page: number; pageSize: number },
): Promise<{ items: SoundRecordingLogEntry[]; meta: PageMeta }> {
  const page = pageOf(query);
  const filters = await logFilters(db, actor, query);
  const { items, total } = await listEvents(db, actor.id, filters, page);
  return { items: items.map(toLogEntry), meta: page.meta(total) };
}

/** GET /sound-recordings/logs/export: every matching event as CSV (contract soundRecordingLogsCsv). */
export async function exportSoundRecordingLogs(db: Db, actor: Actor, query: LogsQuery): Promise<string> {
  const rows = await allEvents(db, actor.id, await logFilters(db, actor, query));
  return soundRecordingLogsCsv(rows.map(toLogEntry));
}
