import {
  formatIswc,
  formatIsrc,
  isPublisherRole,
  type MusicalWorkCreateData,
  type RightsHolderRole,
  type WorkRole,
} from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { matchWorkBatch } from '../../matching';
import { analyzeWorkTables, createMusicalWorks, findImportMatches, findRegisteredWorkTitles, musicalWorks, updateMusicalWork, type ImportMatchWork } from '../musical-works';
import { namedHolderKey, resolveNamedRightsHolders, type NamedRightsHolder } from '../rights-holders';
import { findOwnRecordingsByIsrcs, updateSoundRecording } from '../sound-recordings';
import type { FileColumns, RowProblem } from '../../table-files';
import { warnOfLikelyDuplicates, type BatchOutcome, type CatalogueKindModule, type ReadyRow, type RowCheck, type RowMatch } from './catalogue-kind';
import { checkWorkRow, newSeenInFile, type CheckedWork, type WorkFileColumns } from './check-work-rows';
import { guessWorkColumnKey } from './work-headers';

/**
 * Works files on the import pipeline: rows read by check-work-rows, matched to the member's works by work code or
 * ISWC, and saved as the works form would save them (musical-works' createMusicalWorks and updateMusicalWork).
 */

/** How a writer or publisher a file names enters the directory, when they are not in it yet. */
const holderRoleOf: Record<WorkRole, RightsHolderRole> = {
  composer: 'composer',
  author: 'lyricist',
  composer_author: 'songwriter',
  arranger: 'arranger',
  adapter: 'arranger',
  translator: 'arranger',
  original_publisher: 'publisher',
  sub_publisher: 'publisher',
  administrator: 'publisher',
};

function namedHolder(party: CheckedWork['parties'][number]): NamedRightsHolder {
  return {
    name: party.name,
    ipiNameNumber: party.ipi_name_number,
    kind: isPublisherRole(party.role) ? 'organisation' : 'person',
    role: holderRoleOf[party.role],
  };
}

function ownMatch(work: ImportMatchWork): RowMatch {
  switch (work.status) {
    case 'draft':
      return { action: 'update', itemId: work.id, note: `Updates your draft “${work.title}”` };
    case 'rejected':
      return { action: 'update', itemId: work.id, note: `Updates your rejected work “${work.title}”` };
    case 'submitted':
      return { action: 'skip', itemId: work.id, note: `Already in review as “${work.title}”: left as it is; change it on its page` };
    case 'registered':
      return { action: 'skip', itemId: work.id, note: `Already registered as “${work.title}”: left as it is; change it on its page` };
  }
}

/**
 * Warns of each new work likely registered already: the registered works the matching module finds for its title
 * (the same, one typo away or similar; case, accents and version words aside) that have a writer in common. Titles
 * and writers only: a row whose ISWC is registered was matched or refused above, and is not warned of twice.
 */
async function warnOfLikelyDuplicateWorks(db: Db, creates: readonly { check: RowCheck<CheckedWork>; work: CheckedWork }[]): Promise<void> {
  const rows = creates.map(({ check, work }) => ({
    key: String(check.row),
    title: work.work.title,
    writers: work.parties.flatMap((party) => (isPublisherRole(party.role) ? [] : [party.name])),
  }));
  const found = (await matchWorkBatch(db, rows)).map(({ key, workId, reasons }) => ({ key, itemId: workId, reasons }));
  await warnOfLikelyDuplicates(
    creates.map(({ check }) => check),
    found,
    'writer in common',
    async (ids) => new Map((await findRegisteredWorkTitles(db, ids)).map((work) => [work.id, work.title])),
    (title, reasons) => `Likely a duplicate of the registered work “${title}” (${reasons}): check before you import it`,
  );
}

async function matchWorks(db: Db, ownerId: string, checks: RowCheck<CheckedWork>[]): Promise<Map<number, RowMatch>> {
  const ready = checks.flatMap((check) => (check.item ? [{ check, work: check.item }] : []));
  const { own, registeredElsewhere } = await findImportMatches(db, ownerId, {
    workCodes: ready.flatMap(({ work }) => (work.work_code ? [work.work_code] : [])),
    iswcs: ready.flatMap(({ work }) => (work.work.iswc ? [work.work.iswc] : [])),
  });
  const ownByCode = new Map(own.flatMap((work) => (work.workCode ? [[work.workCode.toLowerCase(), work] as const] : [])));
  const ownByIswc = new Map(own.flatMap((work) => (work.iswc ? [[work.iswc, work] as const] : [])));
  const elsewhereByIswc = new Map(registeredElsewhere.flatMap((work) => (work.iswc ? [[work.iswc, work] as const] : [])));

  const matches = new Map<number, RowMatch>();
  const creates: { check: RowCheck<CheckedWork>; work: CheckedWork }[] = [];
  for (const { check, work } of ready) {
    const iswc = work.work.iswc ?? null;
    const mine = (work.work_code ? ownByCode.get(work.work_code.toLowerCase()) : undefined) ?? (iswc ? ownByIswc.get(iswc) : undefined);
    const holder = iswc ? elsewhereByIswc.get(iswc) : undefined;
    if (holder && iswc) {
      // A registered ISWC belongs to one work: the member's share is claimed on it, not registered again.
      const message = `ISWC ${formatIswc(iswc)} is registered to “${holder.title}” of another member: claim your share on that work instead`;
      check.warnings.push({ row: check.row, column: null, message });
      matches.set(check.row, { action: 'skip', itemId: holder.id, note: `Not imported: ISWC ${formatIswc(iswc)} belongs to “${holder.title}”`, ofAnotherMember: true });
      continue;
    }
    if (mine) {
      matches.set(check.row, ownMatch(mine));
      continue;
    }
    matches.set(check.row, { action: 'create' });
    creates.push({ check, work });
  }

  await warnOfLikelyDuplicateWorks(db, creates);
  return matches;
}

/** A row's work as a create request, its writers and publishers as the rights holders found or added for them. */
function workRequest(work: CheckedWork, holders: ReadonlyMap<string, { id: string }>): MusicalWorkCreateData {
  const shares = work.parties.map((party) => {
    const holder = holders.get(namedHolderKey(namedHolder(party)));
    if (!holder) throw new Error(`rights holder ${party.name} was not resolved`);
    return {
      rights_holder_id: holder.id,
      role: party.role,
      performance_share: party.performance_share,
      mechanical_share: party.mechanical_share,
      controlled: party.controlled ?? true,
    };
  });
  // Without a code in the file, a work found by ISWC keeps the code it has.
  return { ...work.work, ...(work.work_code ? { work_code: work.work_code } : {}), ...(shares.length > 0 ? { shares } : {}) };
}

function problemMessage(error: unknown): string | null {
  return error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number' && error.statusCode < 500 ? error.message : null;
}

/** Links the member's recordings a row names by ISRC to its work; says what it did with each recording named. */
async function linkRecordings(tx: Db, actor: Actor, saved: { row: number; workId: string; work: CheckedWork }[]): Promise<RowProblem[]> {
  const named = saved.flatMap(({ row, workId, work }) => work.recordings.map((recording) => ({ row, workId, recording })));
  if (named.length === 0) return [];
  const recordings = await findOwnRecordingsByIsrcs(tx, actor.id, named.flatMap(({ recording }) => (recording.isrc ? [recording.isrc] : [])));
  const byIsrc = new Map(recordings.flatMap((recording) => (recording.isrc ? [[recording.isrc, recording] as const] : [])));
  const notes: RowProblem[] = [];
  for (const { row, workId, recording } of named) {
    const note = (message: string) => notes.push({ row, column: null, message });
    if (!recording.isrc) {
      note(`Recording “${recording.title ?? ''}” is not linked: give its ISRC, or link it on the recording’s page`);
      continue;
    }
    const isrc = formatIsrc(recording.isrc);
    const found = byIsrc.get(recording.isrc);
    if (!found) note(`You have no recording with ISRC ${isrc}: import it from a recordings file to link it`);
    else if (found.musicalWorkId === workId) continue;
    else if (found.musicalWorkId) note(`Recording ${isrc} records another work already: left as it is`);
    else if (found.status !== 'draft' && found.status !== 'rejected') note(`Recording ${isrc} is in review or registered: link it to this work on its page`);
    else {
      await updateSoundRecording(tx, actor, found.id, { musical_work_id: workId });
      note(`Recording ${isrc} is now linked to this work`);
    }
  }
  return notes;
}

async function writeWorks(
  tx: Db,
  actor: Actor,
  rows: ReadyRow<CheckedWork>[],
  options: { submit: boolean; importId: string | null },
): Promise<BatchOutcome> {
  const holders = await resolveNamedRightsHolders(tx, actor.id, rows.flatMap(({ item }) => item.parties.map(namedHolder)));
  const outcome: Required<Omit<BatchOutcome, 'saved'>> = { created: 0, updated: 0, submitted: 0, problems: [], notes: [] };
  const saved: { row: number; workId: string; work: CheckedWork }[] = [];

  const creates = rows.filter(({ match }) => match.action === 'create');
  const created = await createMusicalWorks(tx, actor, creates.map(({ item }) => workRequest(item, holders)), options);
  created.forEach((work, index) => {
    const ready = creates[index];
    if (!ready) return;
    outcome.created += 1;
    if (work.submitted) outcome.submitted += 1;
    else if (options.submit) outcome.notes.push({ row: ready.row, column: null, message: `Kept as a draft: ${work.problems.join('; ')}` });
    saved.push({ row: ready.row, workId: work.id, work: ready.item });
  });

  for (const { row, item, match } of rows) {
    if (match.action !== 'update') continue;
    try {
      // The form's own edit, so the same rules and history apply; a refusal keeps the rest of the batch.
      await updateMusicalWork(tx, actor, match.itemId, workRequest(item, holders));
    } catch (error) {
      const message = problemMessage(error);
      if (message === null) throw error;
      outcome.problems.push({ row, column: null, message });
      continue;
    }
    outcome.updated += 1;
    saved.push({ row, workId: match.itemId, work: item });
    if (options.submit) {
      try {
        await musicalWorks.submit(tx, actor, match.itemId);
        outcome.submitted += 1;
      } catch (error) {
        const message = problemMessage(error);
        if (message === null) throw error;
        outcome.notes.push({ row, column: null, message });
      }
    }
  }
  outcome.notes.push(...(await linkRecordings(tx, actor, saved)));
  return { ...outcome, saved: saved.map(({ row, workId }) => ({ row, itemId: workId })) };
}

export const worksKind: CatalogueKindModule<CheckedWork> = {
  kind: 'works',
  guessColumnKey: guessWorkColumnKey,
  rowChecker(columns: FileColumns) {
    const seen = newSeenInFile();
    // The pipeline fills the map from the works template's keys alone (catalogue-kinds.ts).
    const workColumns = columns as WorkFileColumns;
    return (row) => {
      const { work, ...check } = checkWorkRow(row, workColumns, seen);
      return { ...check, item: work };
    };
  },
  matchBatch: matchWorks,
  writeBatch: writeWorks,
  analyzeWritten: analyzeWorkTables,
};
