import { formatIswc, type SoundRecordingCreateData } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { RightsHolderRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { groupBy } from '../../lib/group-by';
import { matchRecordingBatch } from '../../matching';
import { findWorksByIswcOrCode, type WorkReference } from '../musical-works';
import { namedHolderKey, resolveNamedRightsHolders, type NamedRightsHolder } from '../rights-holders';
import {
  analyzeRecordingTables,
  findImportCandidates,
  findRegisteredRecordingTitles,
  isrcRegisteredMessage,
  newRecordingState,
  soundRecordings,
  updateSoundRecording,
  type ImportCandidateRow,
} from '../sound-recordings';
import type { RowProblem } from '../../table-files';
import { warnOfLikelyDuplicates, type BatchOutcome, type CatalogueKindModule, type ReadyRow, type RowCheck, type RowMatch } from './catalogue-kind';
import { recordingRowChecker, type CheckedRecording, type ImportedOwner, type ImportedWorkReference } from './check-recording-rows';
import { guessRecordingColumnKey } from './recording-headers';

/**
 * Recordings in the catalogue import: a row finds the member's own recording again by ISRC (or, without one, by
 * title, version and first main artist), links the work it records by ISWC or work code, and is saved as a
 * recording typed by hand would be, through the recordings' registration. Owners named in the file are found in
 * the member's rights-holder directory, or added as record labels.
 */

// Finding what a row names ---------------------------------------------------------------------

type Work = WorkReference & { workCode: string | null };

const lower = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();

/** The work a row names: by the member's own code first (it names one work), then by ISWC, the member's own first. */
function workFinder(works: readonly Work[], ownerId: string): (reference: ImportedWorkReference) => Work | null {
  const ownByCode = groupBy(works, (work) => (work.ownerId === ownerId && work.workCode ? lower(work.workCode) : null));
  const byIswc = groupBy(works, (work) => work.iswc);
  return ({ iswc, work_code: code }) => {
    const withIswc = (iswc && byIswc.get(iswc)) || [];
    return (code && ownByCode.get(lower(code))?.[0]) || withIswc.find((work) => work.ownerId === ownerId) || withIswc[0] || null;
  };
}

async function findWorks(db: Db, ownerId: string, items: readonly CheckedRecording[]) {
  const references = items.flatMap((item) => (item.work ? [item.work] : []));
  const works = await findWorksByIswcOrCode(db, ownerId, {
    iswcs: references.flatMap((reference) => (reference.iswc ? [reference.iswc] : [])),
    codes: references.flatMap((reference) => (reference.work_code ? [reference.work_code] : [])),
  });
  return workFinder(works, ownerId);
}

function workNotFound({ iswc, work_code: code }: ImportedWorkReference): string {
  const named = [iswc ? `ISWC ${formatIswc(iswc)}` : null, code ? `code ${code}` : null].filter(Boolean).join(' or ');
  return `No work with ${named}: the recording is saved without its work`;
}

/** Without an ISRC, the same recording is the one with the same title, version and first main artist. */
function isSameRecording(candidate: ImportCandidateRow, recording: CheckedRecording['recording']): boolean {
  return (
    lower(candidate.title) === lower(recording.title) &&
    lower(candidate.version) === lower(recording.version) &&
    lower(candidate.mainArtists[0]) === lower(recording.main_artists?.[0])
  );
}

function quoted(candidate: Pick<ImportCandidateRow, 'title'>) {
  return `“${candidate.title}”`;
}

/** The member's own recording a row finds: one past its draft wins, as it must not be saved over. */
function ownMatch(own: readonly ImportCandidateRow[]): RowMatch | null {
  const settled = own.find((candidate) => candidate.status === 'submitted' || candidate.status === 'registered');
  if (settled) {
    const note =
      settled.status === 'submitted'
        ? `Your recording ${quoted(settled)} is in review: it is left as it is`
        : `Your recording ${quoted(settled)} is registered: it is left as it is (edit it to send changes for review)`;
    return { action: 'skip', itemId: settled.id, note };
  }
  const draft = own[0];
  if (!draft) return null;
  return { action: 'update', itemId: draft.id, note: `Updates your ${draft.status === 'rejected' ? 'rejected recording' : 'draft'} ${quoted(draft)}` };
}

/**
 * Warns of each new recording likely registered already: the registered recordings the matching module finds for its
 * title (the same, one typo away or similar; case, accents and version words aside) that have an artist in common.
 * Titles and artists only: a row whose ISRC is registered was matched or left out above, and is not warned of twice.
 */
async function warnOfLikelyDuplicateRecordings(db: Db, creates: readonly { check: RowCheck<CheckedRecording>; item: CheckedRecording }[]): Promise<void> {
  const rows = creates.map(({ check, item }) => ({ key: String(check.row), title: item.recording.title, artists: item.recording.main_artists ?? [] }));
  const found = (await matchRecordingBatch(db, rows)).map(({ key, recordingId, reasons }) => ({ key, itemId: recordingId, reasons }));
  const described = async (ids: string[]) =>
    new Map(
      (await findRegisteredRecordingTitles(db, ids)).map((recording) => [
        recording.id,
        `${quoted(recording)}${recording.mainArtists.length > 0 ? ` by ${recording.mainArtists.join(', ')}` : ''}`,
      ]),
    );
  await warnOfLikelyDuplicates(
    creates.map(({ check }) => check),
    found,
    'artist in common',
    described,
    (recording, reasons) => `Possibly a duplicate of the registered recording ${recording} (${reasons})`,
  );
}

async function matchBatch(db: Db, ownerId: string, checks: RowCheck<CheckedRecording>[]): Promise<Map<number, RowMatch>> {
  const ready = checks.flatMap((check) => (check.item ? [{ check, item: check.item }] : []));
  const candidates = await findImportCandidates(db, ownerId, {
    isrcs: ready.flatMap(({ item }) => (item.recording.isrc ? [item.recording.isrc] : [])),
    // Without an ISRC, a row finds the member's own recording by its title.
    titles: ready.flatMap(({ item }) => (item.recording.isrc ? [] : [item.recording.title])),
  });
  const findWork = await findWorks(db, ownerId, ready.map(({ item }) => item));
  const byIsrc = groupBy(candidates, (candidate) => candidate.isrc);
  const byTitle = groupBy(candidates, (candidate) => lower(candidate.title));
  const matches = new Map<number, RowMatch>();
  const creates: { check: RowCheck<CheckedRecording>; item: CheckedRecording }[] = [];
  for (const { check, item } of ready) {
    const { recording } = item;
    const warn = (column: string | null, message: string) => check.warnings.push({ row: check.row, column, message });
    const isrc = recording.isrc ?? null;
    const withIsrc = (isrc && byIsrc.get(isrc)) || [];
    const own = isrc
      ? withIsrc.filter((candidate) => candidate.ownerId === ownerId)
      : (byTitle.get(lower(recording.title)) ?? []).filter((candidate) => candidate.ownerId === ownerId && isSameRecording(candidate, recording));
    const takenBy = withIsrc.find((candidate) => candidate.ownerId !== ownerId && candidate.registeredAt);
    let match = ownMatch(own);
    if (match?.action !== 'skip' && isrc && takenBy) {
      // The registry refuses a registered ISRC twice (docs/domain.md#sound-recordings).
      const message = isrcRegisteredMessage(isrc, takenBy);
      warn(null, `${message}: the row is left out`);
      match = { action: 'skip', itemId: takenBy.id, note: message };
    }
    match ??= { action: 'create' };
    matches.set(check.row, match);
    if (match.action === 'skip') continue;
    if (item.work && !findWork(item.work)) warn(null, workNotFound(item.work));
    if (match.action === 'create') creates.push({ check, item });
  }
  await warnOfLikelyDuplicateRecordings(db, creates);
  return matches;
}

// Saving ---------------------------------------------------------------------------------------

/** Owners are organisations holding the master, as labels are: the member may change that on the rights holder. */
const ownerHolder = (owner: ImportedOwner): NamedRightsHolder => ({ name: owner.name, ipiNameNumber: null, kind: 'organisation', role: 'record_label' });

/** The create request of a row, its owners' rights holders found. */
function requestOf(item: CheckedRecording, holders: ReadonlyMap<string, RightsHolderRow>): SoundRecordingCreateData {
  const ownership = item.owners.flatMap((owner) => {
    const holder = holders.get(namedHolderKey(ownerHolder(owner)));
    return holder ? [{ rights_holder_id: holder.id, share: owner.share }] : [];
  });
  return { ...item.recording, ...(ownership.length > 0 ? { ownership } : {}) };
}

async function writeBatch(tx: Db, actor: Actor, rows: ReadyRow<CheckedRecording>[], options: { submit: boolean; importId: string | null }): Promise<BatchOutcome> {
  const problems: RowProblem[] = [];
  const refuse = (row: number, message: string) => problems.push({ row, column: null, message });

  // What may have changed since the rows were matched: an ISRC registered meanwhile is refused, not saved.
  const isrcs = rows.flatMap(({ item }) => (item.recording.isrc ? [item.recording.isrc] : []));
  const registered = (await findImportCandidates(tx, actor.id, { isrcs, titles: [] })).filter((candidate) => candidate.registeredAt);
  const writable = rows.filter(({ row, item, match }) => {
    const holder = registered.find((candidate) => candidate.isrc === item.recording.isrc && !(match.action === 'update' && candidate.id === match.itemId));
    if (holder && item.recording.isrc) refuse(row, isrcRegisteredMessage(item.recording.isrc, holder));
    return !holder;
  });

  const findWork = await findWorks(tx, actor.id, writable.map(({ item }) => item));
  // Named on several rows, a holder is added once, as the first row spells them.
  const owners = [...new Map(writable.flatMap(({ item }) => item.owners.map(ownerHolder)).reverse().map((holder) => [namedHolderKey(holder), holder])).values()];
  const holders = owners.length > 0 ? await resolveNamedRightsHolders(tx, actor.id, owners) : new Map<string, RightsHolderRow>();
  const holdersById = new Map([...holders.values()].map((holder) => [holder.id, holder]));

  const creates = writable.flatMap(({ row, item, match }) => {
    if (match.action !== 'create') return [];
    try {
      return [{ row, state: newRecordingState(requestOf(item, holders), item.work && findWork(item.work), holdersById) }];
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refuse(row, error.message);
      return [];
    }
  });
  const created = await soundRecordings.createMany(
    tx,
    actor,
    creates.map(({ state }) => state),
    options,
  );
  let submitted = created.filter((outcome) => outcome.submitted).length;
  // Asked to submit, a recording the rules keep back stays a draft: the member reads why beside its row.
  const notes: RowProblem[] = created.flatMap((outcome, index) => {
    const row = creates[index]?.row;
    return options.submit && !outcome.submitted && row !== undefined ? [{ row, column: null, message: `Kept as a draft: ${outcome.problems.join('; ')}` }] : [];
  });

  let updated = 0;
  for (const { row, item, match } of writable) {
    if (match.action !== 'update') continue;
    const work = item.work && findWork(item.work);
    try {
      // What the row leaves empty stays as it is; the line-up and the owners it gives replace the stored ones.
      const details = await updateSoundRecording(tx, actor, match.itemId, { ...requestOf(item, holders), ...(work ? { musical_work_id: work.id } : {}) });
      updated += 1;
      if (options.submit && details.status === 'draft' && details.warnings.length === 0) {
        await soundRecordings.submit(tx, actor, match.itemId);
        submitted += 1;
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refuse(row, error.message);
    }
  }
  return { created: created.length, updated, submitted, problems, notes };
}

export const recordingsKind: CatalogueKindModule<CheckedRecording> = {
  kind: 'recordings',
  guessColumnKey: guessRecordingColumnKey,
  rowChecker: recordingRowChecker,
  matchBatch,
  writeBatch,
  analyzeWritten: analyzeRecordingTables,
};
