import type { CwrTransactionRow, StoredCwrMessage } from '../../db/schema';
import { cwr3FileName, cwrAscii, cwrFileName, isCwr3, societySender, writeCwr, type CwrOutputRecord, type CwrSociety, type CwrVersion } from '../cwr';

/**
 * The acknowledgement of a CWR file (GRH ACK; for CWR 3.x the technical acknowledgement, ACK1): per transaction an ACK
 * record with the status Repertoire gave it, then the work as the society registered it (registered-work-records.ts),
 * then a MSG record for each error or change found in it. Written in the version of the file sent.
 */

/** A transaction as answered, with the records that follow its ACK record: the work as registered, if it is. */
export type AcknowledgedTransaction = CwrTransactionRow & { registered: readonly CwrOutputRecord[] };

/** The ACK's recipient work number (20 characters): the first 20 hex digits of the work's id, which find it. */
export const recipientWorkNumber = (workId: string): string => workId.replaceAll('-', '').slice(0, 20).toUpperCase();

const CWR_NAME = /^CW(\d{2})(\d{4})([A-Z0-9]{2,3})_([A-Z0-9]{3})\.V2[12]$/i;
/** CWYYnnnnSUB_REP_VM-m-r.EXT (CWR 3.0 user manual §2.1): the sender is 2–4 characters. */
const CWR3_NAME = /^CW(\d{2})(\d{4})([A-Z0-9]{2,4})_[A-Z0-9]{2,4}_V3-[01]-\d+\.SUB$/i;

/**
 * The ACK's name: the file's year and sequence, sent back from the society to the file's sender
 * (CW220001000_DMP.V21; CW220001000_DMP_V3-0-0.ACK1 for a 3.x file).
 */
export function acknowledgementFileName(society: CwrSociety, submittedName: string, version: CwrVersion, processedAt: Date): string {
  const match = (isCwr3(version) ? CWR3_NAME : CWR_NAME).exec(submittedName);
  const parts = match
    ? { year: 2000 + Number(match[1]), sequence: Number(match[2]), sender: society.code, receiver: (match[3] ?? '').toUpperCase() }
    : { year: processedAt.getUTCFullYear(), sequence: 1, sender: society.code, receiver: '000' };
  return isCwr3(version) ? cwr3FileName({ ...parts, version, revision: 0, extension: 'ACK1' }) : cwrFileName({ ...parts, version });
}

function messageRecord(row: CwrTransactionRow, message: StoredCwrMessage): CwrOutputRecord {
  const isRejection = (row.status === 'RJ' || row.status === 'CO') && message.severity === 'error';
  return {
    recordType: 'MSG',
    values: {
      // T: the transaction is rejected, or not registered as sent because a share of it is in dispute (CO);
      // F: a field was left out and the rest kept.
      messageType: isRejection ? 'T' : 'F',
      originalRecordSequence: message.record_sequence ?? 0,
      messageRecordType: message.record_type ?? row.transactionType,
      messageLevel: message.field !== null ? 'F' : (message.record_sequence ?? 0) === 0 ? 'T' : 'R',
      validationNumber: '000',
      messageText: cwrAscii(message.field ? `${message.field}: ${message.message}` : message.message, 150),
    },
  };
}

/** When the member's file says it was made (its HDR creation date and time), repeated in each ACK record. */
export type FileCreation = { date: string; time: number };

/**
 * The HDR's creation date and time, as kept. A submission read before they were kept, or whose HDR had none, falls
 * back to when Repertoire read it, as its ACKs said then.
 */
export function fileCreationOf(kept: { date: string | null; time: number | null }, processedAt: Date): FileCreation {
  if (kept.date !== null && kept.time !== null) return { date: kept.date, time: kept.time };
  return { date: processedAt.toISOString().slice(0, 10), time: processedAt.getUTCHours() * 3600 + processedAt.getUTCMinutes() * 60 + processedAt.getUTCSeconds() };
}

function acknowledgementOf(row: AcknowledgedTransaction, created: FileCreation, processedAt: Date): CwrOutputRecord[] {
  return [
    {
      recordType: 'ACK',
      values: {
        // CWR 2.2, ACK: the creation date and time of the original file (its HDR); the processing date is ours.
        creationDate: created.date,
        creationTime: created.time,
        originalGroupId: row.groupId,
        originalTransactionSequence: row.transactionSequence,
        originalTransactionType: row.transactionType,
        creationTitle: row.title === null ? null : cwrAscii(row.title, 60),
        submitterCreationNumber: row.submitterWorkNumber === null ? null : cwrAscii(row.submitterWorkNumber, 20),
        recipientCreationNumber: row.workId === null ? null : recipientWorkNumber(row.workId),
        processingDate: processedAt.toISOString().slice(0, 10),
        transactionStatus: row.status,
      },
    },
    // The work first: an ACK reader takes the record after the ACK as the work it answers (django-music-publisher reads
    // the ISWC there), and the spec's EXC follows it.
    ...row.registered,
    ...row.messages.filter((message) => message.severity !== 'note').map((message) => messageRecord(row, message)),
  ];
}

/** The whole ACK file as CRLF-terminated lines; a 3.x HDR also names the file. */
export function writeAcknowledgement(
  society: CwrSociety,
  version: CwrVersion,
  { processedAt, fileCreation }: { processedAt: Date; fileCreation: FileCreation },
  rows: readonly AcknowledgedTransaction[],
  fileName?: string,
): Generator<string> {
  return writeCwr(
    {
      version,
      ...societySender(society),
      createdAt: processedAt,
      // The HDR holds 27 characters of it: a longer name (a 4-character member code) is left out.
      ...(fileName && fileName.length <= 27 ? { fileName } : {}),
    },
    [{ transactionType: 'ACK', transactions: rows.map((row) => acknowledgementOf(row, fileCreation, processedAt)) }],
  );
}
