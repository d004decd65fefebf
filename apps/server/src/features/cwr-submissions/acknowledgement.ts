import type { CwrTransactionRow, StoredCwrMessage } from '../../db/schema';
import { cwrAscii, cwrFileName, writeCwr, type CwrOutputRecord, type CwrVersion } from '../cwr';

/**
 * The acknowledgement of a CWR file (CWR 2.x, GRH ACK): per transaction an ACK record with the status Repertoire
 * gave it, then a MSG record for each error or change found in it. Written in the version of the file sent.
 */

/**
 * The society as the HDR of an acknowledgement names it. Society code 000 ("several or none") stands until the
 * society's own CISAC code is configured.
 */
export const ACK_SENDER = { senderType: 'SO', senderId: 0, code: '000', name: 'REPERTOIRE' } as const;

/** The ACK's recipient work number (20 characters): the first 20 hex digits of the work's id, which find it. */
export const recipientWorkNumber = (workId: string): string => workId.replaceAll('-', '').slice(0, 20).toUpperCase();

const CWR_NAME = /^CW(\d{2})(\d{4})([A-Z0-9]{2,3})_([A-Z0-9]{3})\.V2[12]$/i;

/** The ACK's name: the file's year and sequence, sent back from the society to the file's sender (CW220001000_DMP.V21). */
export function acknowledgementFileName(submittedName: string, version: CwrVersion, processedAt: Date): string {
  const match = CWR_NAME.exec(submittedName);
  if (match) {
    const [, year, sequence, sender] = match;
    return cwrFileName({ year: 2000 + Number(year), sequence: Number(sequence), sender: ACK_SENDER.code, receiver: (sender ?? '').toUpperCase(), version });
  }
  return cwrFileName({ year: processedAt.getUTCFullYear(), sequence: 1, sender: ACK_SENDER.code, receiver: '000', version });
}

function messageRecord(row: CwrTransactionRow, message: StoredCwrMessage): CwrOutputRecord {
  const isRejection = row.status === 'RJ' && message.severity === 'error';
  return {
    recordType: 'MSG',
    values: {
      // T: the transaction is rejected; F: a field was left out and the rest kept.
      messageType: isRejection ? 'T' : 'F',
      originalRecordSequence: message.record_sequence ?? 0,
      messageRecordType: message.record_type ?? row.transactionType,
      messageLevel: message.field !== null ? 'F' : (message.record_sequence ?? 0) === 0 ? 'T' : 'R',
      validationNumber: '000',
      messageText: cwrAscii(message.field ? `${message.field}: ${message.message}` : message.message, 150),
    },
  };
}

function acknowledgementOf(row: CwrTransactionRow, processedAt: Date): CwrOutputRecord[] {
  const seconds = processedAt.getUTCHours() * 3600 + processedAt.getUTCMinutes() * 60 + processedAt.getUTCSeconds();
  return [
    {
      recordType: 'ACK',
      values: {
        creationDate: processedAt.toISOString().slice(0, 10),
        creationTime: seconds,
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
    ...row.messages.filter((message) => message.severity !== 'note').map((message) => messageRecord(row, message)),
  ];
}

/** The whole ACK file as CRLF-terminated lines. */
export function writeAcknowledgement(version: CwrVersion, processedAt: Date, rows: readonly CwrTransactionRow[]): Generator<string> {
  return writeCwr(
    { version, senderType: ACK_SENDER.senderType, senderId: ACK_SENDER.senderId, senderName: ACK_SENDER.name, createdAt: processedAt, softwarePackage: 'REPERTOIRE' },
    [{ transactionType: 'ACK', transactions: rows.map((row) => acknowledgementOf(row, processedAt)) }],
  );
}
