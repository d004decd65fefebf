import {
  basisPointsToPercent,
  formatIsrc,
  formatIswc,
  isValidIsrc,
  soundRecordingSubmissionProblems,
  sumBasisPoints,
  type ContentType,
  type PossibleDuplicate,
  type SoundRecordingDetails,
} from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { RightsHolderRow, SoundRecordingRow } from '../../db/schema';
import { Conflict } from '../../lib/errors';
import type { AuditEntry, RegistrationConfig } from '../../registration';
import { findWorkReference, type WorkReference } from '../musical-works';
import { findRightsHoldersByIds, toRightsHolderSummary } from '../rights-holders';
import { recordingChanges, type RecordingSnapshot } from './sound-recording-changes';
import {
  findOwners,
  findPerformers,
  findPossibleDuplicateRecordings,
  findRegisteredIsrcHolder,
  recordingReviewColumns,
  recordingRows,
  insertOwners,
  insertPerformers,
  writeOwners,
  writePerformers,
  type OwnerLine,
  type PerformerLine,
} from './sound-recordings.repository';

/**
 * A sound recording as the registration core knows it (docs/decisions/0001): its fields, the work
 * it records, its line-up and master owners, its rules (contract soundRecordingSubmissionProblems),
 * its log entries and its details answer.
 */

export type RecordingFields = {
  title: string;
  version: string | null;
  isrc: string | null;
  mainArtists: string[];
  featuredArtists: string[];
  contentType: ContentType;
  duration: number | null;
  pYear: number | null;
  pOwner: string | null;
  releaseTitle: string | null;
  releaseDate: string | null;
  recordLabel: string | null;
  upc: string | null;
  genre: string | null;
  recordingCountry: string | null;
  commissioningCountry: string | null;
  musicalWorkId: string | null;
};

export type PerformerRow = PerformerLine & { rightsHolder: RightsHolderRow | null };
export type OwnerRow = OwnerLine & { rightsHolder: RightsHolderRow };

/** Everything a member edits on a recording; `work` is the musical work it records, when linked. */
export type RecordingState = { fields: RecordingFields; work: WorkReference | null; performers: PerformerRow[]; owners: OwnerRow[] };

export const emptyRecordingFields: RecordingFields = {
  title: '',
  version: null,
  isrc: null,
  mainArtists: [],
  featuredArtists: [],
  contentType: 'audio',
  duration: null,
  pYear: null,
  pOwner: null,
  releaseTitle: null,
  releaseDate: null,
  recordLabel: null,
  upc: null,
  genre: null,
  recordingCountry: null,
  commissioningCountry: null,
  musicalWorkId: null,
};

function fieldsOf(row: SoundRecordingRow): RecordingFields {
  const fields = { ...emptyRecordingFields };
  for (const key of Object.keys(fields) as (keyof RecordingFields)[]) Object.assign(fields, { [key]: row[key] });
  return fields;
}

function performerLine({ id, name, role, instrumentOrPart, rightsHolderId }: PerformerLine): PerformerLine {
  return { id, name, role, instrumentOrPart, rightsHolderId };
}
function ownerLine({ id, rightsHolderId, shareBp }: OwnerLine): OwnerLine {
  return { id, rightsHolderId, shareBp };
}

// Log entries -----------------------------------------------------------------------------------

function workLabel(work: WorkReference | null): { id: string; label: string } | null {
  if (!work) return null;
  return { id: work.id, label: work.iswc ? `${work.title} (${formatIswc(work.iswc)})` : work.title };
}

/** The recording's own fields as the API names them: the details answer and the log's snapshot share them. */
function fieldsAnswer(f: RecordingFields) {
  return {
    title: f.title,
    version: f.version,
    isrc: f.isrc,
    main_artists: f.mainArtists,
    featured_artists: f.featuredArtists,
    content_type: f.contentType,
    duration: f.duration,
    p_year: f.pYear,
    p_owner: f.pOwner,
    release_title: f.releaseTitle,
    release_date: f.releaseDate,
    record_label: f.recordLabel,
    upc: f.upc,
    genre: f.genre,
    recording_country: f.recordingCountry,
    commissioning_country: f.commissioningCountry,
  };
}

function snapshotOf(state: RecordingState): RecordingSnapshot {
  return {
    ...fieldsAnswer(state.fields),
    musical_work: workLabel(state.work),
    performers: state.performers.map((p) => ({ name: p.name, role: p.role, instrument_or_part: p.instrumentOrPart, rights_holder_id: p.rightsHolderId })),
    ownership: state.owners.map((o) => ({ rights_holder_id: o.rightsHolderId, name: o.rightsHolder.name, share_bp: o.shareBp })),
  };
}

const emptySnapshot = snapshotOf({ fields: emptyRecordingFields, work: null, performers: [], owners: [] });

function describeChanges(before: RecordingState | null, after: RecordingState): AuditEntry[] {
  if (!before) {
    // What the draft was created with, as changes from nothing.
    const created = recordingChanges(emptySnapshot, snapshotOf(after)).map((change) => (change.field === 'title' ? { ...change, old: null } : change));
    return [{ event: 'created', changes: created }];
  }
  const changes = recordingChanges(snapshotOf(before), snapshotOf(after));
  return changes.length > 0 ? [{ event: 'updated', changes }] : [];
}

/** Why an ISRC cannot be taken: the registered recording that holds it. */
export function isrcRegisteredMessage(isrc: string, holder: { title: string; mainArtists: readonly string[] }): string {
  const by = holder.mainArtists.length > 0 ? ` by ${holder.mainArtists.join(', ')}` : '';
  return `ISRC ${formatIsrc(isrc)} is already registered to the recording “${holder.title}”${by}`;
}

// Configuration ---------------------------------------------------------------------------------

type RecordingProposal = { fields: RecordingFields; performers: PerformerLine[]; owners: OwnerLine[] };

/** Lines of a proposal with their rights holders and work, read back from the directory and the works. */
async function withReferences(db: Db, proposal: RecordingProposal): Promise<RecordingState> {
  const ids = [...proposal.owners.map((o) => o.rightsHolderId), ...proposal.performers.flatMap((p) => (p.rightsHolderId ? [p.rightsHolderId] : []))];
  const holders = new Map((await findRightsHoldersByIds(db, ids)).map((h) => [h.id, h]));
  const work = proposal.fields.musicalWorkId ? ((await findWorkReference(db, proposal.fields.musicalWorkId)) ?? null) : null;
  return {
    fields: { ...proposal.fields, musicalWorkId: work?.id ?? null },
    work,
    // A performer's directory link is cleared when its record goes (on delete set null): so here.
    performers: proposal.performers.map((p) => {
      const rightsHolder = p.rightsHolderId ? (holders.get(p.rightsHolderId) ?? null) : null;
      return { ...p, rightsHolderId: rightsHolder?.id ?? null, rightsHolder };
    }),
    owners: proposal.owners.map((o) => {
      const rightsHolder = holders.get(o.rightsHolderId);
      // Owners' rights holders cannot be deleted (foreign key, on delete restrict).
      if (!rightsHolder) throw new Error(`rights holder ${o.rightsHolderId} of a proposed owner is gone`);
      return { ...o, rightsHolder };
    }),
  };
}

function problems(state: RecordingState): string[] {
  return soundRecordingSubmissionProblems({
    title: state.fields.title,
    isrc: state.fields.isrc,
    upc: state.fields.upc,
    main_artists: state.fields.mainArtists,
    performers: state.performers,
    ownership: state.owners.map((o) => ({ share: basisPointsToPercent(o.shareBp) })),
  });
}

/** Registered recordings this one may duplicate, with their artists and the artists both have. */
async function possibleDuplicates(db: Db, state: RecordingState, itemId: string, limit: number): Promise<PossibleDuplicate[]> {
  const artists = [...state.fields.mainArtists, ...state.fields.featuredArtists];
  const ours = new Set(artists.map((name) => name.trim().toLowerCase()));
  const rows = await findPossibleDuplicateRecordings(db, { itemId, title: state.fields.title, isrc: state.fields.isrc, artists }, limit);
  return rows.map((row) => {
    const theirs = [...new Set([...row.mainArtists, ...row.featuredArtists])];
    return {
      id: row.id,
      title: row.title,
      identifier: row.isrc,
      parties: theirs,
      registered_at: (row.registeredAt ?? row.updatedAt).toISOString(),
      same_identifier: row.sameIsrc,
      title_similarity: Math.round(row.similarity * 100) / 100,
      shared_parties: theirs.filter((name) => ours.has(name.trim().toLowerCase())),
    };
  });
}

export const soundRecordingRegistration: RegistrationConfig<SoundRecordingRow, RecordingState, SoundRecordingDetails> = {
  kind: 'sound_recording',
  noun: 'recording',
  notFound: 'Sound recording not found',

  ...recordingRows,
  async load(db, row) {
    const performers = await findPerformers(db, row.id);
    const owners = await findOwners(db, row.id);
    const work = row.musicalWorkId ? ((await findWorkReference(db, row.musicalWorkId)) ?? null) : null;
    return { fields: fieldsOf(row), work, performers, owners };
  },
  async insert(tx, ownerId, state) {
    const row = await recordingRows.insertRow(tx, ownerId, state.fields);
    await writePerformers(tx, row.id, [], state.performers.map(performerLine));
    await writeOwners(tx, row.id, [], state.owners.map(ownerLine));
    return row;
  },
  async insertMany(tx, ownerId, items) {
    const rows = await recordingRows.insertRows(tx, ownerId, items.map(({ state, start }) => ({ columns: state.fields, start })));
    const ofEach = <Line>(lines: (state: RecordingState) => readonly Line[]) =>
      items.flatMap(({ state }, index) => lines(state).map((line, position) => ({ recordingId: rows[index]?.id ?? '', line, position })));
    await insertPerformers(tx, ofEach((state) => state.performers.map(performerLine)));
    await insertOwners(tx, ofEach((state) => state.owners.map(ownerLine)));
    return rows;
  },
  async save(tx, row, before, after) {
    const saved = await recordingRows.updateRow(tx, row.id, after.fields);
    await writePerformers(tx, row.id, before.performers.map(performerLine), after.performers.map(performerLine));
    await writeOwners(tx, row.id, before.owners.map(ownerLine), after.owners.map(ownerLine));
    return saved;
  },

  toProposal: (state): RecordingProposal => ({
    fields: state.fields,
    performers: state.performers.map(performerLine),
    owners: state.owners.map(ownerLine),
  }),
  // Written by toProposal in this module, never by a client.
  fromProposal: (db, proposal) => withReferences(db, proposal as RecordingProposal),

  problems,
  /** A registered ISRC belongs to one recording (docs/domain.md#sound-recordings): 409 naming the recording that holds it. */
  async assertIdentifierFree(db, state, itemId) {
    const { isrc } = state.fields;
    if (!isrc) return;
    const holder = await findRegisteredIsrcHolder(db, isrc, itemId);
    if (holder) {
      const message = isrcRegisteredMessage(isrc, holder);
      throw new Conflict(message, [{ path: 'isrc', message }]);
    }
  },
  describeChanges,
  subject: (state) => ({ title: state.fields.title, identifier: state.fields.isrc }),
  review: { ...recordingReviewColumns, identifierLabel: 'ISRC', isValidIdentifier: isValidIsrc, duplicates: possibleDuplicates },

  async details(_db, row, state, viewer, lifeCycle) {
    const { work, performers, owners } = state;
    return {
      id: row.id,
      ...fieldsAnswer(state.fields),
      // Another member's registered work is shown through the registry, not its owner's details page.
      musical_work: work ? { id: work.id, title: work.title, iswc: work.iswc, is_own: work.ownerId === viewer.id } : null,
      ...lifeCycle,
      performers: performers.map((p) => ({
        id: p.id,
        name: p.name,
        role: p.role,
        instrument_or_part: p.instrumentOrPart,
        rights_holder: p.rightsHolder ? toRightsHolderSummary(p.rightsHolder, viewer.id) : null,
      })),
      ownership: owners.map((o) => ({ id: o.id, rights_holder: toRightsHolderSummary(o.rightsHolder, viewer.id), share: basisPointsToPercent(o.shareBp) })),
      ownership_total: basisPointsToPercent(sumBasisPoints(owners.map((o) => o.shareBp))),
      warnings: problems(state),
    };
  },
};
