import { CWR_TERRITORY_WORLD, isPublisherRole, workRoleCwrCodes, type CwrPublisherType, type CwrWriterDesignation } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { MusicalWorkRow } from '../../db/schema';
import { cwrAscii, toTransaction, type CwrOutputRecord, type CwrPublisher, type CwrWork, type CwrWriter } from '../cwr';
import { ITEMS_BETWEEN_TURNS, nextTurn } from '../jobs';
import { findShareLines, type ShareLineRow } from '../musical-works';

/**
 * Repertoire's works as CWR registrations (docs/cwr.md, "A member's catalogue as CWR" and "The society sends CWR"):
 * each share line a writer (SWR/OWR) or publisher (SPU/OPU) with its role, IPI and shares, controlled as the line
 * says; every controlled writer linked (PWR) to the controlled original publishers. Read a page of works at a time.
 */

/** CWR's submitter work number holds 14 characters: the first 14 hex digits of the work's id find it. */
export const submitterWorkNumberOfId = (workId: string): string => workId.replaceAll('-', '').slice(0, 14).toUpperCase();

/** A party's number within the transaction (9 characters), which territory and PWR records point to. */
const ipNumberOf = (rightsHolderId: string) => rightsHolderId.replaceAll('-', '').slice(0, 9).toUpperCase();

const shareOf = (basisPoints: number) => basisPoints / 100;

/** A person's name as CWR splits it: the last word is the last name. An organisation's whole name is its last name. */
function nameParts(line: ShareLineRow): { lastName: string; firstName: string | null } {
  const name = cwrAscii(line.rightsHolder.name, 200);
  const words = name.split(/\s+/).filter(Boolean);
  if (line.rightsHolder.kind === 'organisation' || words.length < 2) return { lastName: cwrAscii(name, 45), firstName: null };
  return { lastName: cwrAscii(words.at(-1) ?? name, 45), firstName: cwrAscii(words.slice(0, -1).join(' '), 30) || null };
}

const noSocieties = { prSociety: null, mrSociety: null, srSociety: null, srShare: 0 };

export function cwrWorkOf(work: MusicalWorkRow, shares: readonly ShareLineRow[], submitterWorkNumber: string): CwrWork {
  const publishers: CwrPublisher[] = [];
  let chain = 0;
  for (const line of shares.filter((candidate) => isPublisherRole(candidate.role))) {
    // A sub-publisher or administrator belongs to the chain of the original publisher before it.
    if (line.role === 'original_publisher' || chain === 0) chain += 1;
    const prShare = shareOf(line.performanceBp);
    const mrShare = shareOf(line.mechanicalBp);
    publishers.push({
      ...noSocieties,
      chain,
      ipNumber: ipNumberOf(line.rightsHolderId),
      name: cwrAscii(line.rightsHolder.name, 45),
      type: workRoleCwrCodes[line.role] as CwrPublisherType,
      ipiName: line.rightsHolder.ipiNameNumber,
      ipiBase: line.rightsHolder.ipiBaseNumber,
      isControlled: line.controlled,
      prShare,
      mrShare,
      // A controlled publisher collects its ownership shares throughout the world.
      territories: line.controlled ? [{ tisCode: CWR_TERRITORY_WORLD, isIncluded: true, prShare, mrShare, srShare: 0 }] : [],
    });
  }
  const linkedPublishers = publishers.filter((publisher) => publisher.isControlled && publisher.type === 'E').map((publisher) => publisher.ipNumber ?? '');
  const writers: CwrWriter[] = shares
    .filter((line) => !isPublisherRole(line.role))
    .map((line) => ({
      ...noSocieties,
      ...nameParts(line),
      ipNumber: ipNumberOf(line.rightsHolderId),
      designation: workRoleCwrCodes[line.role] as CwrWriterDesignation,
      ipiName: line.rightsHolder.ipiNameNumber,
      ipiBase: line.rightsHolder.ipiBaseNumber,
      isControlled: line.controlled,
      prShare: shareOf(line.performanceBp),
      mrShare: shareOf(line.mechanicalBp),
      territories: [],
      publisherIpNumbers: line.controlled ? linkedPublishers : [],
    }));
  return {
    title: cwrAscii(work.title, 60),
    submitterWorkNumber,
    iswc: work.iswc,
    language: work.language,
    versionType: work.versionType,
    durationSeconds: work.duration,
    originalTitle: work.originalTitle === null ? null : cwrAscii(work.originalTitle, 60),
    publishers,
    writers,
    alternativeTitles: work.alternativeTitles.map((alternative) => ({ title: cwrAscii(alternative.title, 60), type: alternative.type, language: null })),
    performers: [],
    recordings: [],
  };
}

/** The share lines of each of a page of works, read in one query. */
export async function shareLinesByWork(db: Db, workIds: readonly string[]): Promise<Map<string, ShareLineRow[]>> {
  const byWork = new Map<string, ShareLineRow[]>();
  for (const line of await findShareLines(db, workIds)) byWork.set(line.workId, [...(byWork.get(line.workId) ?? []), line]);
  return byWork;
}

export type SentWork = { work: MusicalWorkRow; submitterWorkNumber: string; records: CwrOutputRecord[] };

/** Each work of each page as an NWR transaction, its share lines read a page at a time. */
export async function* workTransactions(
  db: Db,
  pages: AsyncIterable<readonly MusicalWorkRow[]>,
  submitterWorkNumberOf: (work: MusicalWorkRow) => string,
  transactionType: 'NWR' | 'WRK' = 'NWR',
): AsyncGenerator<SentWork> {
  for await (const page of pages) {
    const byWork = await shareLinesByWork(db, page.map((work) => work.id));
    for (const [index, work] of page.entries()) {
      // A page is written without I/O between its works: other requests get a turn every few.
      if (index > 0 && index % ITEMS_BETWEEN_TURNS === 0) await nextTurn();
      const submitterWorkNumber = submitterWorkNumberOf(work);
      yield { work, submitterWorkNumber, records: toTransaction(cwrWorkOf(work, byWork.get(work.id) ?? [], submitterWorkNumber), transactionType) };
    }
  }
}
