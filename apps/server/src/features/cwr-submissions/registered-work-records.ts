import type { CwrSubmissionStatus } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { CwrTransactionRow } from '../../db/schema';
import { isCwr3, toTransaction, workRecord, type CwrOutputRecord, type CwrVersion } from '../cwr';
import { cwrWorkOf, shareLinesByWork, submitterWorkNumberOfId } from '../cwr-exports';
import { findRegisteredWorksAfter } from '../musical-works';

/** Accepted transactions (RA, AC; Repertoire answers a transaction once, so never AS): the society registered the work. */
const ACCEPTED: readonly CwrSubmissionStatus[] = ['RA', 'AC'];

/**
 * What follows each ACK record (CWR 2.2 §4.1: "the ACK includes the NWR, or REV … as the recipient processed it"), by
 * the transaction's position: for an accepted transaction whose work is now registered, the work's NWR (WRK in 3.x) as
 * the society sends works, its ISWC and share lines as registered, under the member's own work number. The ACK is
 * written when it is downloaded, so a work registered since the file was read comes with the ISWC staff gave it.
 * Only the member's own works: a share claimed on another member's work (matched by the ISWC the member sent) is not
 * in that work's shares yet, and its parties' control is the registrant's, not the member's.
 * A conflict (CO) is followed by the EXC record of the registered work the transaction collides with (§4.5): its
 * title, our work number (as in the files the society sends) and ISWC; not its parties, which are another member's.
 */
export async function registeredWorkRecords(
  db: Db,
  submission: { ownerId: string; version: CwrVersion },
  rows: readonly CwrTransactionRow[],
): Promise<Map<number, CwrOutputRecord[]>> {
  const answered = rows.filter((row) => row.workId !== null && (ACCEPTED.includes(row.status) || row.status === 'CO'));
  const records = new Map<number, CwrOutputRecord[]>();
  const ids = [...new Set(answered.map((row) => row.workId ?? ''))];
  if (ids.length === 0) return records;
  const works = new Map((await findRegisteredWorksAfter(db, { kind: 'works', ids }, null, ids.length)).map((work) => [work.id, work]));
  const ownIds = [...works.values()].filter((work) => work.ownerId === submission.ownerId).map((work) => work.id);
  const lines = await shareLinesByWork(db, ownIds);
  for (const row of answered) {
    const work = works.get(row.workId ?? '');
    if (!work) continue;
    if (row.status === 'CO') {
      records.set(row.position, [workRecord(cwrWorkOf(work, [], submitterWorkNumberOfId(work.id)), 'EXC')]);
    } else if (work.ownerId === submission.ownerId) {
      const submitterWorkNumber = row.submitterWorkNumber ?? submitterWorkNumberOfId(work.id);
      records.set(row.position, toTransaction(cwrWorkOf(work, lines.get(work.id) ?? [], submitterWorkNumber), isCwr3(submission.version) ? 'WRK' : 'NWR'));
    }
  }
  return records;
}
