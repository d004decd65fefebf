import {
  basisPointsToPercent,
  formatAlternativeTitle,
  formatDuration,
  formatIswc,
  isValidIswc,
  musicalWorkSubmissionProblems,
  unclaimedShares,
  versionTypeLabels,
  workRoleLabels,
  workShareTotals,
  type AlternativeTitle,
  type AuditValue,
  type MusicalWorkDetails,
  type PossibleDuplicate,
  type VersionType,
  type WorkShare,
  type WorkShareAmounts,
} from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { MusicalWorkRow } from '../../db/schema';
import { Conflict } from '../../lib/errors';
import { changedFields, createdFields, type AuditEntry, type RegistrationConfig } from '../../registration';
import { findRightsHoldersByIds, toRightsHolderSummary } from '../rights-holders';
import {
  findPossibleDuplicateWorks,
  findRecordingsOfWork,
  findShareLines,
  findSocietyAcknowledgements,
  findWorkHoldingIswc,
  findWorksInDispute,
  insertShareLines,
  workReviewColumns,
  workRows,
  writerLikeRoles,
  writeShareLines,
  type ShareLineRow,
  type ShareLineValues,
} from './musical-works.repository';

/**
 * A musical work as the registration core knows it (docs/decisions/0001): its fields, its share
 * table, its rules (contract musicalWorkSubmissionProblems), its history and its details answer.
 */

export type WorkFields = {
  title: string;
  alternativeTitles: AlternativeTitle[];
  iswc: string | null;
  language: string | null;
  genre: string | null;
  duration: number | null;
  creationYear: number | null;
  versionType: VersionType;
  originalTitle: string | null;
  isInstrumental: boolean;
  /** The member's own code for the work, unique among their works (lower case aside). */
  workCode: string | null;
};

/** Everything a member edits on a work. */
export type WorkState = { fields: WorkFields; lines: ShareLineRow[] };

export const emptyWorkFields: WorkFields = {
  title: '',
  alternativeTitles: [],
  iswc: null,
  language: null,
  genre: null,
  duration: null,
  creationYear: null,
  versionType: 'original',
  originalTitle: null,
  isInstrumental: false,
  workCode: null,
};

function fieldsOf(row: MusicalWorkRow): WorkFields {
  const { title, alternativeTitles, iswc, language, genre, duration, creationYear, versionType, originalTitle, isInstrumental, workCode } = row;
  return { title, alternativeTitles, iswc, language, genre, duration, creationYear, versionType, originalTitle, isInstrumental, workCode };
}

export function toAmounts(line: Pick<ShareLineValues, 'role' | 'performanceBp' | 'mechanicalBp'>): WorkShareAmounts {
  return {
    role: line.role,
    performance_share: basisPointsToPercent(line.performanceBp),
    mechanical_share: basisPointsToPercent(line.mechanicalBp),
  };
}

/** A line as the API answers it; a dispute party's split says nothing of control, and its lines show as controlled. */
export function toWorkShare(line: Omit<ShareLineRow, 'controlled'> & { controlled?: boolean }, viewerId: string): WorkShare {
  return { id: line.id, rights_holder: toRightsHolderSummary(line.rightsHolder, viewerId), ...toAmounts(line), controlled: line.controlled ?? true };
}

function lineValues({ id, rightsHolderId, role, performanceBp, mechanicalBp, controlled }: ShareLineValues): ShareLineValues {
  return { id, rightsHolderId, role, performanceBp, mechanicalBp, controlled };
}

// History ---------------------------------------------------------------------------------------

/** A work's fields as its history shows them: identifiers and durations in display form, choices in words. */
function auditValues(fields: WorkFields): Record<string, AuditValue> {
  return {
    title: fields.title,
    // A title's type in words beside it, so a change of type alone shows too.
    alternative_titles: fields.alternativeTitles.map(formatAlternativeTitle),
    iswc: fields.iswc ? formatIswc(fields.iswc) : null,
    language: fields.language,
    genre: fields.genre,
    duration: fields.duration === null ? null : formatDuration(fields.duration),
    creation_year: fields.creationYear,
    version_type: versionTypeLabels[fields.versionType],
    original_title: fields.originalTitle,
    is_instrumental: fields.isInstrumental,
    work_code: fields.workCode,
  };
}

function lineAuditValues(line: ShareLineRow | null): Record<string, AuditValue> {
  return {
    rights_holder: line?.rightsHolder.name ?? null,
    role: line ? workRoleLabels[line.role] : null,
    performance_share: line ? basisPointsToPercent(line.performanceBp) : null,
    mechanical_share: line ? basisPointsToPercent(line.mechanicalBp) : null,
    controlled: line ? line.controlled : null,
  };
}

/** A share line's entry: its rights holder is always named, so the entry reads on its own. */
function lineChanges(before: ShareLineRow | null, after: ShareLineRow | null) {
  const changes = changedFields(lineAuditValues(before), lineAuditValues(after));
  if (changes.some((change) => change.field === 'rights_holder')) return changes;
  const name = after?.rightsHolder.name ?? before?.rightsHolder.name ?? null;
  return [{ field: 'rights_holder', old: name, new: name }, ...changes];
}

/** The share entries that turn one table into another, lines matched by id: added, changed in place, removed. */
function shareEntries(before: readonly ShareLineRow[], after: readonly ShareLineRow[]): AuditEntry[] {
  const old = new Map(before.map((line) => [line.id, line]));
  const entries: AuditEntry[] = [];
  for (const line of after) {
    const previous = old.get(line.id);
    old.delete(line.id);
    if (!previous) entries.push({ event: 'share_added', changes: lineChanges(null, line) });
    else if (
      previous.role !== line.role ||
      previous.performanceBp !== line.performanceBp ||
      previous.mechanicalBp !== line.mechanicalBp ||
      previous.controlled !== line.controlled
    ) {
      entries.push({ event: 'share_updated', changes: lineChanges(previous, line) });
    }
  }
  for (const line of old.values()) entries.push({ event: 'share_removed', changes: lineChanges(line, null) });
  return entries;
}

function describeChanges(before: WorkState | null, after: WorkState): AuditEntry[] {
  if (!before) {
    // The created entry lists what the member filled in, not the defaults of an empty draft.
    return [{ event: 'created', changes: createdFields(auditValues(emptyWorkFields), auditValues(after.fields)) }, ...shareEntries([], after.lines)];
  }
  const fields = changedFields(auditValues(before.fields), auditValues(after.fields));
  return [...(fields.length > 0 ? [{ event: 'updated', changes: fields }] : []), ...shareEntries(before.lines, after.lines)];
}

// Review ----------------------------------------------------------------------------------------

const namesOf = (lines: readonly ShareLineRow[]) => [...new Set(lines.map((line) => line.rightsHolder.name))];

/** Registered works this one may duplicate, with their writers and the writers both have. */
async function possibleDuplicates(db: Db, state: WorkState, itemId: string, limit: number): Promise<PossibleDuplicate[]> {
  const writerIds = new Set(state.lines.filter((line) => writerLikeRoles.includes(line.role)).map((line) => line.rightsHolderId));
  const rows = await findPossibleDuplicateWorks(db, { itemId, title: state.fields.title, iswc: state.fields.iswc, writerIds: [...writerIds] }, limit);
  const lines = await findShareLines(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const writers = lines.filter((line) => line.workId === row.id && writerLikeRoles.includes(line.role));
    return {
      id: row.id,
      title: row.title,
      identifier: row.iswc,
      parties: namesOf(writers),
      registered_at: (row.registeredAt ?? row.updatedAt).toISOString(),
      same_identifier: row.sameIswc,
      title_similarity: Math.round(row.similarity * 100) / 100,
      shared_parties: namesOf(writers.filter((line) => writerIds.has(line.rightsHolderId))),
    };
  });
}

// Configuration ---------------------------------------------------------------------------------

type WorkProposal = { fields: WorkFields; lines: ShareLineValues[] };

/** Lines with their rights holders, read from the directory (a proposal's, a settlement's). */
export async function withRightsHolders(db: Db, lines: readonly ShareLineValues[]): Promise<ShareLineRow[]> {
  const holders = new Map((await findRightsHoldersByIds(db, lines.map((line) => line.rightsHolderId))).map((h) => [h.id, h]));
  return lines.map((line) => {
    const rightsHolder = holders.get(line.rightsHolderId);
    // Rights holders on share lines, claims and positions cannot be deleted (foreign keys, on delete restrict).
    if (!rightsHolder) throw new Error(`rights holder ${line.rightsHolderId} of a share line is gone`);
    return { ...line, rightsHolder };
  });
}

export const musicalWorkRegistration: RegistrationConfig<MusicalWorkRow, WorkState, MusicalWorkDetails> = {
  kind: 'musical_work',
  noun: 'work',
  notFound: 'Musical work not found',

  ...workRows,
  async load(db, row) {
    return { fields: fieldsOf(row), lines: await findShareLines(db, [row.id]) };
  },
  async insert(tx, ownerId, state) {
    const row = await workRows.insertRow(tx, ownerId, state.fields);
    await writeShareLines(tx, row.id, [], state.lines.map(lineValues));
    return row;
  },
  async insertMany(tx, ownerId, items) {
    const rows = await workRows.insertRows(tx, ownerId, items.map(({ state, start }) => ({ columns: state.fields, start })));
    await insertShareLines(
      tx,
      items.flatMap(({ state }, index) => state.lines.map((line, position) => ({ workId: rows[index]?.id ?? '', line: lineValues(line), position }))),
    );
    return rows;
  },
  async save(tx, row, before, after) {
    const saved = await workRows.updateRow(tx, row.id, after.fields);
    await writeShareLines(tx, row.id, before.lines.map(lineValues), after.lines.map(lineValues));
    return saved;
  },

  toProposal: (state): WorkProposal => ({ fields: state.fields, lines: state.lines.map(lineValues) }),
  async fromProposal(db, proposal) {
    // Written by toProposal in this module, never by a client.
    const { fields, lines } = proposal as WorkProposal;
    return { fields, lines: await withRightsHolders(db, lines) };
  },

  problems: (state) =>
    musicalWorkSubmissionProblems({
      title: state.fields.title,
      iswc: state.fields.iswc,
      version_type: state.fields.versionType,
      original_title: state.fields.originalTitle,
      shares: state.lines.map(toAmounts),
    }),
  /** A registered ISWC belongs to one work only (docs/domain.md#musical-works): 409 naming the work that holds it. */
  async assertIdentifierFree(db, state, itemId) {
    if (!state.fields.iswc) return;
    const holder = await findWorkHoldingIswc(db, state.fields.iswc, itemId);
    if (holder) {
      const message = `ISWC ${formatIswc(state.fields.iswc)} is already registered to the work “${holder.title}”`;
      throw new Conflict(message, [{ path: 'iswc', message }]);
    }
  },
  describeChanges,
  subject: (state) => ({ title: state.fields.title, identifier: state.fields.iswc }),
  review: { ...workReviewColumns, identifierLabel: 'ISWC', isValidIdentifier: isValidIswc, duplicates: possibleDuplicates },

  async details(db, row, state, viewer, lifeCycle) {
    const { fields, lines } = state;
    return {
      id: row.id,
      title: fields.title,
      alternative_titles: fields.alternativeTitles,
      iswc: fields.iswc,
      language: fields.language,
      genre: fields.genre,
      duration: fields.duration,
      creation_year: fields.creationYear,
      version_type: fields.versionType,
      original_title: fields.originalTitle,
      is_instrumental: fields.isInstrumental,
      work_code: fields.workCode,
      ...lifeCycle,
      shares: lines.map((line) => toWorkShare(line, viewer.id)),
      totals: workShareTotals(lines.map(toAmounts)),
      unclaimed: unclaimedShares(lines.map(toAmounts)),
      warnings: musicalWorkRegistration.problems(state),
      recordings: await findRecordingsOfWork(db, row.id, viewer.id),
      in_dispute: (await findWorksInDispute(db, [row.id])).has(row.id),
      society_acknowledgements: await findSocietyAcknowledgements(db, row.id),
    };
  },
};
