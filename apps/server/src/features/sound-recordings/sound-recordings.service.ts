import {
  basisPointsToPercent,
  isValidIsrc,
  isrcPrefix,
  normalizeIsrc,
  ownershipTotalExceeded,
  percentToBasisPoints,
  soundRecordingEvent,
  soundRecordingLogsCsvHeader,
  soundRecordingLogsCsvLines,
  type PageMeta,
  type SoundRecordingCreateData,
  type SoundRecordingDetails,
  type SoundRecordingEvent,
  type SoundRecordingListItem,
  type SoundRecordingLogEntry,
  type SoundRecordingRegistryItem,
  type SoundRecordingUpdateData,
} from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { RightsHolderRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { BadRequest, NotFound, type FieldError } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { correctTypedWords, wholeOrStart } from '../../matching';
import {
  findOwnerEvents,
  hasOwnerEventsOf,
  keepLineIds,
  ownerEventBatches,
  registrations,
  withSentFields,
  type EventFilters,
  type MemberListQuery,
  type OwnerEventRow,
  type RequestFieldNames,
} from '../../registration';
import { findLinkableWork, type WorkReference } from '../musical-works';
import { findRightsHoldersByIds } from '../rights-holders';
import {
  emptyRecordingFields,
  soundRecordingRegistration,
  type OwnerRow,
  type PerformerRow,
  type RecordingFields,
  type RecordingState,
} from './sound-recording-registration';
import { listOwnRecordings, searchRegistry, type OwnListFilters } from './sound-recordings.repository';

/**
 * Sound recordings, their line-up and master ownership (docs/domain.md#sound-recordings) on the registration core, and the
 * Sound Recording Logs. This module turns requests into a recording's state and checks its rules;
 * the core runs the life cycle, access, transactions and history.
 */

const RIGHTS_HOLDER_NOT_FOUND = 'Rights holder not found';
const WORK_NOT_LINKABLE = 'Musical work not found: choose one of your works or a registered work';

/** Reading, deleting, submitting and deciding a recording are the core's, as they are; the rest of this module builds states. */
export const soundRecordings = registrations(soundRecordingRegistration);
const recordings = soundRecordings;

// Requests to state -----------------------------------------------------------------------------

type PerformerData = NonNullable<SoundRecordingCreateData['performers']>[number];
type OwnershipData = NonNullable<SoundRecordingCreateData['ownership']>[number];

/** The request key of each field: a field the request leaves out stays as it is. */
const recordingFieldNames = {
  title: 'title',
  version: 'version',
  isrc: 'isrc',
  mainArtists: 'main_artists',
  featuredArtists: 'featured_artists',
  contentType: 'content_type',
  duration: 'duration',
  pYear: 'p_year',
  pOwner: 'p_owner',
  releaseTitle: 'release_title',
  releaseDate: 'release_date',
  recordLabel: 'record_label',
  upc: 'upc',
  genre: 'genre',
  recordingCountry: 'recording_country',
  commissioningCountry: 'commissioning_country',
  musicalWorkId: 'musical_work_id',
} as const satisfies RequestFieldNames<RecordingFields, SoundRecordingUpdateData>;

const performerKey = (p: { name: string; role: string; instrumentOrPart: string | null; rightsHolderId: string | null }) =>
  JSON.stringify([p.name, p.role, p.instrumentOrPart, p.rightsHolderId]);
const ownerKey = (o: { rightsHolderId: string }) => o.rightsHolderId;

/**
 * Performers and owners as sent, their rights holders checked against `holders` (an unknown one is the sender's
 * mistake); a sent line keeps the id of the stored one it matches (an owner by rights holder).
 */
function linesOf(
  current: Pick<RecordingState, 'performers' | 'owners'>,
  performers: readonly PerformerData[] | undefined,
  ownership: readonly OwnershipData[] | undefined,
  holders: ReadonlyMap<string, RightsHolderRow>,
): { performers?: PerformerRow[]; owners?: OwnerRow[] } {
  const errors: FieldError[] = [];
  performers?.forEach((p, index) => {
    if (p.rights_holder_id && !holders.has(p.rights_holder_id)) errors.push({ path: `performers.${index}.rights_holder_id`, message: RIGHTS_HOLDER_NOT_FOUND });
  });
  const owners = ownership?.flatMap((o, index) => {
    const rightsHolder = holders.get(o.rights_holder_id);
    if (!rightsHolder) errors.push({ path: `ownership.${index}.rights_holder_id`, message: RIGHTS_HOLDER_NOT_FOUND });
    return rightsHolder ? [{ rightsHolderId: o.rights_holder_id, shareBp: percentToBasisPoints(o.share), rightsHolder }] : [];
  });
  if (errors.length > 0) throw new BadRequest(RIGHTS_HOLDER_NOT_FOUND, errors);
  const sentPerformers = performers?.map((p) => ({
    name: p.name,
    role: p.role,
    instrumentOrPart: p.instrument_or_part ?? null,
    rightsHolderId: p.rights_holder_id ?? null,
    rightsHolder: p.rights_holder_id ? (holders.get(p.rights_holder_id) ?? null) : null,
  }));
  return {
    performers: sentPerformers && keepLineIds(current.performers, sentPerformers, performerKey, performerKey),
    owners: owners && keepLineIds(current.owners, owners, ownerKey, ownerKey),
  };
}

/** The rights holders a request's performers and owners name, by id. */
async function holdersOf(db: Db, performers: readonly PerformerData[] | undefined, ownership: readonly OwnershipData[] | undefined) {
  const ids = [...(performers ?? []).flatMap((p) => (p.rights_holder_id ? [p.rights_holder_id] : [])), ...(ownership ?? []).map((o) => o.rights_holder_id)];
  return new Map((await findRightsHoldersByIds(db, ids)).map((h) => [h.id, h]));
}

/** Master ownership above 100% is refused at every stage, draft or not (contract ownershipTotalExceeded). */
function assertOwnershipWithinFull(owners: readonly OwnerRow[]): void {
  const exceeded = ownershipTotalExceeded(owners.map((o) => ({ share: basisPointsToPercent(o.shareBp) })));
  if (exceeded.length > 0) throw new BadRequest(exceeded.join('; '), exceeded.map((message) => ({ path: 'ownership', message })));
}

/** The work it records must be the member's own or one in the registry; another member's draft is not there. */
async function linkableWork(db: Db, actor: Actor, workId: string | null): Promise<WorkReference | null> {
  if (!workId) return null;
  const work = await findLinkableWork(db, workId, actor.id);
  if (!work) throw new BadRequest(WORK_NOT_LINKABLE, [{ path: 'musical_work_id', message: WORK_NOT_LINKABLE }]);
  return work;
}

/** The state a request makes of the current one, its work and rights holders already read. */
function stateAfter(current: RecordingState, data: SoundRecordingUpdateData, work: WorkReference | null, holders: ReadonlyMap<string, RightsHolderRow>): RecordingState {
  const fields: RecordingFields = withSentFields(current.fields, data, recordingFieldNames);
  const sent = linesOf(current, data.performers, data.ownership, holders);
  const owners = sent.owners ?? current.owners;
  assertOwnershipWithinFull(owners);
  return { fields, work, performers: sent.performers ?? current.performers, owners };
}

async function nextState(db: Db, actor: Actor, current: RecordingState, data: SoundRecordingUpdateData): Promise<RecordingState> {
  const workId = withSentFields(current.fields, data, recordingFieldNames).musicalWorkId;
  const work = workId === current.fields.musicalWorkId ? current.work : await linkableWork(db, actor, workId);
  return stateAfter(current, data, work, await holdersOf(db, data.performers, data.ownership));
}

const emptyState: RecordingState = { fields: emptyRecordingFields, work: null, performers: [], owners: [] };

/**
 * A new recording's state from a create request whose work and rights holders the caller has read for many
 * recordings at once (a catalogue import): the same rules as POST /sound-recordings, without a query per recording.
 * The work must be one the member may link (their own or a registered one).
 */
export function newRecordingState(data: SoundRecordingCreateData, work: WorkReference | null, holders: ReadonlyMap<string, RightsHolderRow>): RecordingState {
  return stateAfter(emptyState, { ...data, musical_work_id: work?.id ?? null }, work, holders);
}

// The member's recordings -----------------------------------------------------------------------

export type OwnRecordingsQuery = MemberListQuery<'title' | 'updated_at' | 'created_at' | 'release_date' | 'relevance'>;

/**
 * The list's search box and status filter: the search text read as an ISRC when it is one, or as
 * the start of one, else as words of titles and of artists, each corrected against their
 * dictionary (the matching module).
 */
export async function ownRecordingsSearch(db: Db, query: Pick<OwnRecordingsQuery, 'q' | 'status'>): Promise<Pick<OwnListFilters, 'search' | 'isrc' | 'isrcStart' | 'status'>> {
  const isrc = query.q && isValidIsrc(query.q) ? normalizeIsrc(query.q) : undefined;
  const isrcStart = query.q && !isrc ? (isrcPrefix(query.q) ?? undefined) : undefined;
  const words = query.q && !isrc && !isrcStart ? query.q : undefined;
  const search = words ? { title: await correctTypedWords(db, 'recording title', words), artists: await correctTypedWords(db, 'recording artist', words) } : undefined;
  return { status: query.status, isrc, isrcStart, search };
}

/** GET /sound-recordings: the member's own recordings; the search box matches title, artist or ISRC. */
export async function listSoundRecordings(db: Db, actor: Actor, query: OwnRecordingsQuery): Promise<{ items: SoundRecordingListItem[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { items, total } = await listOwnRecordings(db, actor.id, { ...query, ...(await ownRecordingsSearch(db, query)) }, page);
  return {
    items: items.map((row) => ({
      id: row.id,
      title: row.title,
      version: row.version,
      isrc: row.isrc,
      main_artists: row.mainArtists,
      status: row.status,
      change_in_review: row.hasChangeInReview,
      updated_at: row.updatedAt.toISOString(),
    })),
    meta: page.meta(total),
  };
}

/** POST /sound-recordings: a draft needs only its title; ownership above 100% is refused even now. */
export function createSoundRecording(db: Db, actor: Actor, data: SoundRecordingCreateData): Promise<SoundRecordingDetails> {
  return recordings.create(db, actor, (tx) => nextState(tx, actor, emptyState, data));
}

/**
 * PATCH /sound-recordings/{id}: only what is sent changes; `performers` and `ownership` replace the
 * whole list (lines that stay keep their ids). A registered recording must stay complete and its
 * change goes to review beside the registered version; one in review waits.
 */
export function updateSoundRecording(db: Db, actor: Actor, id: string, patch: SoundRecordingUpdateData): Promise<SoundRecordingDetails> {
  return recordings.edit(db, actor, id, (tx, current) => nextState(tx, actor, current, patch), patch.expected_updated_at);
}

// The registry ----------------------------------------------------------------------------------

export type RegistryQuery = {
  q?: string | undefined;
  /** Compact, as the contract reads it: a whole ISRC or the start of one. */
  isrc?: string | null | undefined;
  artist?: string | undefined;
  label?: string | undefined;
  page: number;
  pageSize: number;
};

/** GET /sound-recordings/search: registered recordings of every member; never drafts, never shares. */
export async function searchSoundRecordingRegistry(db: Db, query: RegistryQuery): Promise<{ items: SoundRecordingRegistryItem[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { items, total } = await searchRegistry(db, { ...query, isrc: wholeOrStart(query.isrc, isValidIsrc) }, page);
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
      registered_at: (row.registeredAt ?? row.updatedAt).toISOString(),
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

function toLogEntry(row: OwnerEventRow): SoundRecordingLogEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_name: row.actorName,
    event: soundRecordingEvent.parse(row.event),
    changes: row.changes,
    reason: row.reason,
    recording: { id: row.itemId, title: row.itemTitle, isrc: row.itemIdentifier, is_deleted: row.isDeleted },
  };
}

/** Filtering by another member's recording answers 404, like every other way of reaching it. */
async function logFilters(db: Db, actor: Actor, query: LogsQuery): Promise<EventFilters> {
  if (query.recording_id && !(await hasOwnerEventsOf(db, 'sound_recording', actor.id, query.recording_id))) {
    throw new NotFound(soundRecordingRegistration.notFound);
  }
  return { itemId: query.recording_id, event: query.event, from: query.from, to: query.to, timeZone: query.tz };
}

/** GET /sound-recordings/logs: the events of the member's recordings, newest first. */
export async function listSoundRecordingLogs(
  db: Db,
  actor: Actor,
  query: LogsQuery & { page: number; pageSize: number },
): Promise<{ items: SoundRecordingLogEntry[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await findOwnerEvents(db, 'sound_recording', actor.id, await logFilters(db, actor, query), page);
  return { items: rows.map(toLogEntry), meta: page.meta(total) };
}

/**
 * GET /sound-recordings/logs/export: every matching event as CSV (contract soundRecordingLogsCsv),
 * as pieces to stream: the header, then the lines of each batch the database hands over, so a log
 * of any length downloads in constant memory. The filters are checked first (another member's
 * recording answers 404 before a byte is sent).
 */
export async function exportSoundRecordingLogs(db: Db, actor: Actor, query: LogsQuery): Promise<AsyncGenerator<string>> {
  const batches = ownerEventBatches(db, 'sound_recording', actor.id, await logFilters(db, actor, query));
  async function* csv(): AsyncGenerator<string> {
    yield soundRecordingLogsCsvHeader;
    for await (const batch of batches) yield soundRecordingLogsCsvLines(batch.map(toLogEntry));
  }
  return csv();
}
