import { percentToBasisPoints } from '@repertoire/contract';
import { latinAscii } from '../../lib/latin-ascii';
import type { CwrValue } from './cwr-values';
import { fieldsOf, isCwr3, isInVersion, recordLayoutsOf, type Cwr3Version, type CwrField, type CwrVersion } from './record-layouts';

export type CwrRecordValues = Readonly<Record<string, CwrValue | undefined>>;

/** A record to write: its type and the values by field name; the writer fills the record prefix. */
export type CwrOutputRecord = { recordType: string; values: CwrRecordValues };

export type CwrFileHeader = {
  version: CwrVersion;
  senderType: 'PB' | 'SO' | 'AA' | 'WR';
  /** A society code, or the sender's CWR IPI number; one longer than 9 digits puts its leading digits in the sender type. */
  senderId: number;
  senderName: string;
  createdAt: Date;
  softwarePackage?: string;
  softwarePackageVersion?: string;
  /** CWR 3.x: the sender's 2–4 character transmitter code, as in the file name (default: the sender ID, 3 digits). */
  senderCode?: string;
  /** CWR 3.x: the file's name, which its HDR repeats. */
  fileName?: string;
};

export type CwrOutputGroup = {
  /** NWR, REV and ISW are CWR 2.x; WRK and ISR are 3.x; EXC and ACK are both. */
  transactionType: 'NWR' | 'REV' | 'ISW' | 'EXC' | 'ACK' | 'WRK' | 'ISR';
  transactions: Iterable<readonly CwrOutputRecord[]>;
};

const CRLF = '\r\n';

/**
 * CWR 2.x text is upper-case ASCII: accents are dropped ("Beyoncé" → "BEYONCE"), Latin letters of their own are
 * spelt out ("Søren Łukasz" → "SOREN LUKASZ"), typographic quotes and dashes made plain; anything else is refused.
 */
function toCwrText(value: string, candidate: CwrField, recordType: string): string {
  const text = latinAscii(value).toUpperCase();
  if (!/^[\x20-\x7E]*$/.test(text)) throw new RangeError(`${recordType} ${candidate.name}: "${value}" has characters CWR 2.x cannot carry`);
  if (text.length > candidate.size) {
    throw new RangeError(`${recordType} ${candidate.name}: "${value}" is longer than ${candidate.size} characters`);
  }
  return text.padEnd(candidate.size, ' ');
}

function toCwrNumber(value: number, candidate: CwrField, recordType: string): string {
  const whole = candidate.isShare ? percentToBasisPoints(value) : value;
  const digits = String(whole);
  if (!Number.isInteger(whole) || whole < 0 || digits.length > candidate.size) {
    throw new RangeError(`${recordType} ${candidate.name}: ${value} does not fit ${candidate.size} digits`);
  }
  return digits.padStart(candidate.size, '0');
}

function formatField(candidate: CwrField, value: CwrValue | undefined, recordType: string): string {
  if (value === null || value === undefined || value === '') {
    const empty = candidate.type === 'N' || candidate.type === 'D' || candidate.type === 'T' ? '0' : ' ';
    return empty.repeat(candidate.size);
  }
  switch (candidate.type) {
    case 'N':
      return toCwrNumber(Number(value), candidate, recordType);
    case 'D':
      return toCwrText(String(value).replaceAll('-', ''), candidate, recordType);
    case 'T': {
      const seconds = Number(value);
      const parts = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
      return toCwrText(parts.map((part) => String(part).padStart(2, '0')).join(''), candidate, recordType);
    }
    case 'B':
    case 'F':
      return typeof value === 'boolean' ? (value ? 'Y' : 'N') : toCwrText(String(value), candidate, recordType);
    default:
      return toCwrText(String(value), candidate, recordType);
  }
}

/** One record line (without its line end) in the full length of the version. */
export function formatCwrRecord(record: CwrOutputRecord, version: CwrVersion): string {
  const layout = recordLayoutsOf(version).get(record.recordType);
  if (!layout) throw new RangeError(`CWR ${version} has no record type ${record.recordType}`);
  const values: CwrRecordValues = { ...record.values, recordType: record.recordType };
  return fieldsOf(layout, version)
    .map((candidate) => formatField(candidate, values[candidate.name], record.recordType))
    .join('');
}

function dateOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}
function secondsOf(moment: Date): number {
  return moment.getUTCHours() * 3600 + moment.getUTCMinutes() * 60 + moment.getUTCSeconds();
}

/** The HDR of a 2.x file: the sender as a number, the EDI standard version, 2.2's version fields. */
function headerValues2(header: CwrFileHeader): CwrRecordValues {
  // The specification's workaround for IPI numbers (IPNN) above 9 digits (CWR 2.2 §3.2, HDR).
  const senderDigits = String(header.senderId);
  const isLongSenderId = senderDigits.length > 9;
  return {
    senderType: isLongSenderId ? senderDigits.slice(0, -9).padStart(2, '0') : header.senderType,
    senderId: isLongSenderId ? Number(senderDigits.slice(-9)) : header.senderId,
    ediStandardVersion: '01.10',
    version: header.version,
    revision: header.version === '2.2' ? 2 : null,
  };
}

/** The HDR of a 3.x file: the sender's transmitter code, the version and revision 0, the file name. */
function headerValues3(header: CwrFileHeader): CwrRecordValues {
  return {
    senderType: header.senderType,
    senderId: header.senderCode ?? String(header.senderId).padStart(3, '0'),
    version: header.version,
    revision: 0,
    fileName: header.fileName ?? null,
  };
}

/** The GRH's version of the transaction type: 02.10, 02.20, 03.00 or 03.10. */
const groupVersionOf = (version: CwrVersion): string => `0${version}0`;

/**
 * Writes a whole CWR file as CRLF-terminated lines, numbering groups, transactions and records
 * and counting them into GRT and TRL as it goes, so the works can come from a cursor.
 * Records of a type the version does not have (XRF in 2.1, MAN in 3.0) are left out.
 */
export function* writeCwr(header: CwrFileHeader, groups: Iterable<CwrOutputGroup>): Generator<string> {
  const { version } = header;
  const layouts = recordLayoutsOf(version);
  const line = (record: CwrOutputRecord) => formatCwrRecord(record, version) + CRLF;
  yield line({
    recordType: 'HDR',
    values: {
      senderName: header.senderName,
      creationDate: dateOf(header.createdAt),
      creationTime: secondsOf(header.createdAt),
      transmissionDate: dateOf(header.createdAt),
      softwarePackage: header.softwarePackage ?? null,
      softwarePackageVersion: header.softwarePackageVersion ?? null,
      ...(isCwr3(version) ? headerValues3(header) : headerValues2(header)),
    },
  });
  let groupCount = 0;
  let fileTransactions = 0;
  let fileRecords = 1;
  for (const group of groups) {
    groupCount += 1;
    yield line({
      recordType: 'GRH',
      values: { transactionType: group.transactionType, groupId: groupCount, transactionTypeVersion: groupVersionOf(version) },
    });
    let transactionSequence = 0;
    let groupRecords = 1;
    for (const transaction of group.transactions) {
      let recordSequence = 0;
      for (const record of transaction) {
        const layout = layouts.get(record.recordType);
        if (layout && !isInVersion(layout.since, version)) continue;
        yield line({ recordType: record.recordType, values: { ...record.values, transactionSequence, recordSequence } });
        recordSequence += 1;
        groupRecords += 1;
      }
      transactionSequence += 1;
    }
    groupRecords += 1;
    yield line({ recordType: 'GRT', values: { groupId: groupCount, transactionCount: transactionSequence, recordCount: groupRecords } });
    fileTransactions += transactionSequence;
    fileRecords += groupRecords;
  }
  fileRecords += 1;
  yield line({ recordType: 'TRL', values: { groupCount, transactionCount: fileTransactions, recordCount: fileRecords } });
}

export type CwrFileNameParts = {
  year: number;
  /** The sender's file number within the year. */
  sequence: number;
  /** The sender's 2 or 3 character code. */
  sender: string;
  /** The receiving society's 3 digit code, or 000 for several. */
  receiver: string;
};

/** CWyynnnnsss_rrr.Vxx (docs/cwr.md, file names), e.g. CW060001EMI_044.V21. */
export function cwrFileName(parts: CwrFileNameParts & { version: CwrVersion }): string {
  return `${fileStem(parts)}${parts.sender}_${parts.receiver}.V${parts.version.replace('.', '')}`;
}

/** CWYYnnnnSUB_REP_VM-m-r.EXT (CWR 3.0 user manual §2.1), e.g. CW170037SA_058_V3-0-0.SUB. */
export function cwr3FileName(
  parts: CwrFileNameParts & { version: Cwr3Version; revision: number; extension: 'SUB' | 'ACK1' | 'ACK2' | 'ISWS' | 'ISWA' },
): string {
  return `${fileStem(parts)}${parts.sender}_${parts.receiver}_V${parts.version.replace('.', '-')}-${parts.revision}.${parts.extension}`;
}

/**
 * The version a file name gives: CW060001EMI_044.V21 → 2.1, CW170037SA_058_V3-0-0.SUB → 3.0 (any extension,
 * also the zipped CW170058058_SA_V3-1-0_ACK1.zip); null for other names.
 */
export function versionOfCwrFileName(fileName: string): CwrVersion | null {
  const cwr2 = /\.V(21|22)$/i.exec(fileName);
  if (cwr2) return cwr2[1] === '21' ? '2.1' : '2.2';
  const cwr3 = /_V3-([01])-\d+[._][A-Z0-9]+(\.zip)?$/i.exec(fileName);
  if (cwr3) return cwr3[1] === '0' ? '3.0' : '3.1';
  return null;
}

function fileStem(parts: CwrFileNameParts): string {
  return `CW${String(parts.year % 100).padStart(2, '0')}${String(parts.sequence).padStart(4, '0')}`;
}
