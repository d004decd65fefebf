import type { CwrSubmissionStatus } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { CwrTransactionRow } from '../../db/schema';
import { isCwr3, toTransaction, type CwrOutputRecord, type CwrVersion } from '../cwr';
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
 */
export async function registeredWorkRecords(
  db: Db,
  submission: { ownerId: string; version: CwrVersion },
  rows: readonly CwrTransactionRow[],
): Promise<Map<number, CwrOutputRecord[]>> {
  const accepted = rows.filter((row) => row.workId !== null && ACCEPTED.includes(row.status));
  const records = new Map<number, CwrOutputRecord[]>();
  const ids = [...new Set(accepted.map((row) => row.workId ?? ''))];
  if (ids.length === 0) return records;
  const registered = await findRegisteredWorksAfter(db, { kind: 'works', ids }, null, ids.length);
  const works = new Map(registered.filter((work) => work.ownerId === submission.ownerId).map((work) => [work.id, work]));
  const lines = await shareLinesByWork(db, [...works.keys()]);
  for (const row of accepted) {
    const work = works.get(row.workId ?? '');
    if (!work) continue;
    const submitterWorkNumber = row.submitterWorkNumber ?? submitterWorkNumberOfId(work.id);
    records.set(row.position, toTransaction(cwrWorkOf(work, lines.get(work.id) ?? [], submitterWorkNumber), isCwr3(submission.version) ? 'WRK' : 'NWR'));
  }
  return records;
}
