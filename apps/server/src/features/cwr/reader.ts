import { checkedLookups, lookupShapes, type CwrProblem, type CwrRecord, type CwrValue } from './cwr-values';
import {
  cwrWorkTransactionTypes,
  fieldEnd,
  fieldsOf,
  isCwr3,
  recordLayoutsOf,
  type CwrField,
  type CwrRecordLayout,
  type CwrVersion,
} from './record-layouts';

export type CwrTransaction = {
  groupId: number;
  /** The header record (NWR, REV, ISW, EXC or ACK) first, then its detail records in file order. */
  records: CwrRecord[];
};

export type CwrReadItem =
  | { kind: 'header'; record: CwrRecord; version: CwrVersion }
  | { kind: 'groupHeader'; record: CwrRecord }
  | { kind: 'transaction'; transaction: CwrTransaction }
  | { kind: 'groupTrailer'; record: CwrRecord }
  | { kind: 'trailer'; record: CwrRecord }
  | { kind: 'problem'; problem: CwrProblem };

export type CwrReadOptions = {
  /** The version the file name gives (.V21, .V22, _V3-0-0.SUB); the HDR or the first GRH decide otherwise. */
  version?: CwrVersion;
};

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
const DIGITS = /^\d+$/;

/** One record line into a record of converted values, with every problem found in it. */
export function parseCwrRecord(
  line: string,
  lineNumber: number,
  version: CwrVersion,
  options: { allowNonAscii?: boolean } = {},
): { record: CwrRecord | null; problems: CwrProblem[] } {
  const recordType = line.slice(0, 3);
  const problems: CwrProblem[] = [];
  const problem = (field: string | null, message: string) => problems.push({ lineNumber, recordType, field, message });
  const layout = recordLayoutsOf(version).get(recordType);
  if (!layout) {
    const ofOtherVersion = recordLayoutsOf(isCwr3(version) ? '2.2' : '3.1').has(recordType);
    problem(null, ofOtherVersion ? `${recordType} is not a record type of CWR ${version}` : `Unknown record type "${recordType}"`);
    return { record: null, problems };
  }
  const { fields, lastRequired, fullLength } = measuresOf(layout, version);
  if (line.length < lastRequired) {
    problem(null, `Record is ${line.length} characters long: its required fields need at least ${lastRequired}`);
  }
  if (line.length > fullLength && line.slice(fullLength).trim() !== '') {
    problem(null, `Record is ${line.length} characters long: ${recordType} records have at most ${fullLength}`);
  }
  const values: Record<string, CwrValue> = {};
  for (const candidate of layout.fields) {
    const raw = line.slice(candidate.start - 1, fieldEnd(candidate));
    if (!options.allowNonAscii && !PRINTABLE_ASCII.test(raw)) {
      problem(candidate.name, 'Contains characters outside ASCII: the HDR names no character set');
    }
    const converted = convertField(candidate, raw);
    if ('message' in converted) problem(candidate.name, converted.message);
    const value = 'message' in converted ? null : converted.value;
    if (value === null && !('message' in converted) && candidate.required && fields.has(candidate) && line.length >= candidate.start) {
      problem(candidate.name, 'Required field is empty');
    }
    values[candidate.name] = value;
  }
  return { record: { recordType, lineNumber, values }, problems };
}

type LayoutMeasures = { fields: ReadonlySet<CwrField>; lastRequired: number; fullLength: number };
const measuresCache = new Map<string, LayoutMeasures>();

/**
 * The fields of the version, the end of its last required field, and the longest record accepted:
 * readers accept the longer 2.2 records in a 2.1 file, and blank padding after the last field.
 */
function measuresOf(layout: CwrRecordLayout, version: CwrVersion): LayoutMeasures {
  const key = `${layout.recordType}${version}`;
  const cached = measuresCache.get(key);
  if (cached) return cached;
  const fields = fieldsOf(layout, version);
  const measures = {
    fields: new Set(fields),
    lastRequired: Math.max(...fields.filter((candidate) => candidate.required).map(fieldEnd)),
    fullLength: Math.max(...layout.fields.map(fieldEnd)),
  };
  measuresCache.set(key, measures);
  return measures;
}

function convertField(candidate: CwrField, raw: string): { value: CwrValue } | { message: string } {
  const text = raw.trim();
  if (text === '') return { value: null };
  switch (candidate.type) {
    case 'A':
      return { value: text };
    case 'B':
      if (text === 'Y' || text === 'N') return { value: text === 'Y' };
      return { message: `"${text}" is not Y or N` };
    case 'F':
      if (text === 'Y' || text === 'N' || text === 'U') return { value: text };
      return { message: `"${text}" is not Y, N or U` };
    case 'N':
      if (!DIGITS.test(text)) return { message: `"${text}" is not a number` };
      return { value: candidate.isShare ? Number(text) / 100 : Number(text) };
    case 'D':
      return convertDate(text);
    case 'T':
      return convertTime(text);
    case 'L': {
      const table = candidate.lookup ? checkedLookups[candidate.lookup] : undefined;
      if (table && !Object.hasOwn(table, text)) return { message: `"${text}" is not in the ${candidate.lookup} table` };
      const shape = candidate.lookup ? lookupShapes[candidate.lookup] : undefined;
      if (shape && !shape.pattern.test(text)) return { message: `"${text}" is not ${shape.description}` };
      return { value: text };
    }
  }
}

function convertDate(text: string): { value: CwrValue } | { message: string } {
  if (/^0{8}$/.test(text)) return { value: null };
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return { message: `"${text}" is not a date (YYYYMMDD)` };
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) {
    return { message: `"${text}" is not a calendar date` };
  }
  return { value: `${year}-${month}-${day}` };
}

/** HHMMSS as seconds: CWR uses it for times of day and for durations. */
function convertTime(text: string): { value: CwrValue } | { message: string } {
  const match = /^(\d{2})([0-5]\d)([0-5]\d)$/.exec(text);
  if (!match) return { message: `"${text}" is not a time or duration (HHMMSS)` };
  const [, hours, minutes, seconds] = match;
  return { value: Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) };
}

/** CWR files name their version in the HDR (2.2 and 3.x) or in each GRH ("02.10", "02.20", "03.00", "03.10"). */
function versionOf(text: string | null): CwrVersion | null {
  if (text === '2.1' || text === '02.10') return '2.1';
  if (text === '2.2' || text === '02.20') return '2.2';
  if (text === '3.0' || text === '03.00') return '3.0';
  if (text === '3.1' || text === '03.10') return '3.1';
  return null;
}

/**
 * The version an HDR line states, read before the line is parsed because 2.x and 3.x HDRs differ:
 * 3.x has its version at 103–105, 2.2 at 102–104; a 2.1 HDR has none but the EDI standard version.
 */
function versionOfHeaderLine(line: string, current: CwrVersion): CwrVersion {
  const cwr3 = versionOf(line.slice(102, 105));
  if (cwr3 && isCwr3(cwr3)) return cwr3;
  const cwr2 = versionOf(line.slice(101, 104));
  if (cwr2 && !isCwr3(cwr2)) return cwr2;
  // A 2.1 HDR in a file the caller took for 3.x (by its name).
  if (isCwr3(current) && line.slice(59, 64) === '01.10') return '2.1';
  return current;
}

/**
 * Detail records allowed in a work transaction, in the order the specification lists them.
 * Territory records and PWR belong to the interested party before them, so they share its rank.
 */
const detailRank: Readonly<Record<string, number>> = {
  SPU: 1, SPT: 1, OPU: 2, OPT: 2, SWR: 3, SWT: 3, OWR: 4, OWT: 4, PWR: 3, MAN: 3, WRI: 3,
  ALT: 5, EWT: 6, VER: 7, OWK: 7, PER: 8, REC: 9, ORN: 10, INS: 11, IND: 11, COM: 12, ARI: 13, XRF: 14,
};
/** What a record must follow: a territory follows its party, a PWR follows a writer. */
const mustFollow: Readonly<Record<string, readonly string[]>> = {
  SPT: ['SPU', 'SPT'],
  OPT: ['OPU', 'OPT'],
  SWT: ['SWR', 'SWT'],
  OWT: ['OWR', 'OWT'],
  PWR: ['SWR', 'SWT', 'OWR', 'OWT', 'MAN', 'PWR'],
  MAN: ['SWR', 'SWT', 'OWR', 'OWT'],
  IND: ['INS', 'IND'],
};

type GroupState = {
  header: CwrRecord;
  groupId: number;
  transactionType: string | null;
  transactions: number;
  records: number;
};

/**
 * Reads a CWR 2.1/2.2/3.0/3.1 file one line at a time, so a file of any size streams through: push each
 * line and collect what comes out (a transaction leaves once the next one starts), then call end().
 */
export class CwrFileReader {
  private version: CwrVersion;
  private versionKnown: boolean;
  private allowNonAscii = false;
  private lineNumber = 0;
  private seenHeader = false;
  private seenTrailer = false;
  private groupCount = 0;
  private fileTransactions = 0;
  private fileRecords = 0;
  private group: GroupState | null = null;
  private transaction: CwrTransaction | null = null;
  private lastRecordSequence = 0;
  private lastDetailType: string | null = null;
  private lastRank = 0;

  constructor(options: CwrReadOptions = {}) {
    this.version = options.version ?? '2.1';
    this.versionKnown = options.version !== undefined;
  }

  push(rawLine: string): CwrReadItem[] {
    this.lineNumber += 1;
    const line = (this.lineNumber === 1 ? rawLine.replace(/^\uFEFF/, '') : rawLine).replace(/\r$/, '');
    const items: CwrReadItem[] = [];
    const problem = (recordType: string | null, field: string | null, message: string) =>
      items.push({ kind: 'problem', problem: { lineNumber: this.lineNumber, recordType, field, message } });
    if (line.trim() === '') {
      problem(null, null, 'Empty line');
      return items;
    }
    if (this.seenTrailer) problem(line.slice(0, 3), null, 'Record after the TRL');
    // 2.x and 3.x HDRs differ, so the HDR's own version picks the layout it is read with.
    if (!this.seenHeader && line.startsWith('HDR')) this.version = versionOfHeaderLine(line, this.version);
    const { record, problems } = parseCwrRecord(line, this.lineNumber, this.version, { allowNonAscii: this.allowNonAscii });
    for (const found of problems) items.push({ kind: 'problem', problem: found });
    if (!record) return items;
    this.fileRecords += 1;
    if (this.fileRecords === 1 && record.recordType !== 'HDR') problem(record.recordType, null, 'The file does not start with an HDR');
    const layout = recordLayoutsOf(this.version).get(record.recordType);
    if (!layout) return items;
    switch (record.recordType) {
      case 'HDR':
        this.readHeader(record, items, problem);
        break;
      case 'GRH':
        this.readGroupHeader(record, items, problem);
        break;
      case 'GRT':
        this.readGroupTrailer(record, items, problem);
        break;
      case 'TRL':
        this.readTrailer(record, items, problem);
        break;
      default:
        this.readTransactionRecord(record, layout, items, problem);
    }
    return items;
  }

  end(): CwrReadItem[] {
    const items: CwrReadItem[] = [];
    const problem = (message: string) =>
      items.push({ kind: 'problem', problem: { lineNumber: null, recordType: null, field: null, message } });
    if (this.group) {
      this.closeTransaction(items);
      problem(`Group ${this.group.groupId} has no GRT`);
    }
    if (!this.seenHeader) problem('The file has no HDR');
    if (!this.seenTrailer) problem('The file has no TRL');
    return items;
  }

  private readHeader(record: CwrRecord, items: CwrReadItem[], problem: ProblemReporter) {
    if (this.seenHeader) problem('HDR', null, 'A second HDR');
    this.seenHeader = true;
    const declared = versionOf(typeof record.values.version === 'string' ? record.values.version : null);
    if (declared) {
      this.version = declared;
      this.versionKnown = true;
    }
    // CWR 2.1 added the character set: without one, the whole file must be ASCII (spec 2.2 §1).
    this.allowNonAscii = record.values.characterSet !== null && record.values.characterSet !== undefined;
    items.push({ kind: 'header', record, version: this.version });
  }

  private readGroupHeader(record: CwrRecord, items: CwrReadItem[], problem: ProblemReporter) {
    if (this.group) {
      this.closeTransaction(items);
      problem('GRH', null, `Group ${this.group.groupId} has no GRT`);
    }
    this.groupCount += 1;
    const groupId = typeof record.values.groupId === 'number' ? record.values.groupId : 0;
    if (groupId !== this.groupCount) problem('GRH', 'groupId', `Group ID is ${groupId}: expected ${this.groupCount}`);
    const groupVersion = versionOf(typeof record.values.transactionTypeVersion === 'string' ? record.values.transactionTypeVersion : null);
    // A GRH names its version but cannot turn a file read as 2.x into 3.x: the HDR decides that.
    if (groupVersion && !this.versionKnown && isCwr3(groupVersion) === isCwr3(this.version)) this.version = groupVersion;
    const transactionType = typeof record.values.transactionType === 'string' ? record.values.transactionType : null;
    this.group = { header: record, groupId, transactionType, transactions: 0, records: 1 };
    this.transaction = null;
    items.push({ kind: 'groupHeader', record });
  }

  private readGroupTrailer(record: CwrRecord, items: CwrReadItem[], problem: ProblemReporter) {
    this.closeTransaction(items);
    const group = this.group;
    if (!group) {
      problem('GRT', null, 'GRT without a GRH');
      return;
    }
    group.records += 1;
    this.expectCount(record, 'groupId', group.groupId, problem, 'Group ID');
    this.expectCount(record, 'transactionCount', group.transactions, problem, 'Transaction count');
    this.expectCount(record, 'recordCount', group.records, problem, 'Record count');
    this.group = null;
    items.push({ kind: 'groupTrailer', record });
  }

  private readTrailer(record: CwrRecord, items: CwrReadItem[], problem: ProblemReporter) {
    if (this.group) {
      this.closeTransaction(items);
      problem('TRL', null, `Group ${this.group.groupId} has no GRT`);
      this.group = null;
    }
    this.seenTrailer = true;
    this.expectCount(record, 'groupCount', this.groupCount, problem, 'Group count');
    this.expectCount(record, 'transactionCount', this.fileTransactions, problem, 'Transaction count');
    this.expectCount(record, 'recordCount', this.fileRecords, problem, 'Record count');
    items.push({ kind: 'trailer', record });
  }

  private expectCount(record: CwrRecord, field: string, expected: number, problem: ProblemReporter, label: string) {
    const found = record.values[field];
    if (typeof found === 'number' && found !== expected) {
      problem(record.recordType, field, `${label} is ${found}: the file has ${expected}`);
    }
  }

  private readTransactionRecord(record: CwrRecord, layout: CwrRecordLayout, items: CwrReadItem[], problem: ProblemReporter) {
    const group = this.group;
    if (!group) {
      problem(record.recordType, null, 'Transaction record outside a group (no GRH before it)');
      return;
    }
    group.records += 1;
    const transactionSequence = record.values.transactionSequence;
    const recordSequence = record.values.recordSequence;
    // Inside an acknowledgement the work it answers follows the ACK as part of the same transaction.
    const isHeader =
      layout.kind === 'transaction' &&
      !(this.transaction?.records[0]?.recordType === 'ACK' && cwrWorkTransactionTypes.includes(record.recordType) && record.recordType !== group.transactionType);
    if (isHeader) {
      this.closeTransaction(items);
      if (group.transactionType && record.recordType !== group.transactionType) {
        problem(record.recordType, 'recordType', `A ${record.recordType} transaction in a group of ${group.transactionType}`);
      }
      if (transactionSequence !== group.transactions) {
        problem(record.recordType, 'transactionSequence', `Transaction sequence is ${String(transactionSequence)}: expected ${group.transactions}`);
      }
      if (recordSequence !== 0) problem(record.recordType, 'recordSequence', 'A transaction header has record sequence 0');
      group.transactions += 1;
      this.fileTransactions += 1;
      this.transaction = { groupId: group.groupId, records: [record] };
      this.lastRecordSequence = 0;
      this.lastDetailType = null;
      this.lastRank = 0;
      return;
    }
    const transaction = this.transaction;
    if (!transaction) {
      problem(record.recordType, null, 'Detail record before any transaction header');
      return;
    }
    const headerSequence = transaction.records[0]?.values.transactionSequence;
    if (transactionSequence !== headerSequence) {
      problem(record.recordType, 'transactionSequence', `Transaction sequence is ${String(transactionSequence)}: its transaction header has ${String(headerSequence)}`);
    }
    if (recordSequence !== this.lastRecordSequence + 1) {
      problem(record.recordType, 'recordSequence', `Record sequence is ${String(recordSequence)}: expected ${this.lastRecordSequence + 1}`);
    }
    this.lastRecordSequence = typeof recordSequence === 'number' ? recordSequence : this.lastRecordSequence + 1;
    this.checkOrder(record.recordType, transaction.records[0]?.recordType ?? '', problem);
    transaction.records.push(record);
  }

  private checkOrder(recordType: string, headerType: string, problem: ProblemReporter) {
    if (cwrWorkTransactionTypes.includes(recordType)) {
      this.lastRank = 0;
      this.lastDetailType = recordType;
      return;
    }
    if (recordType === 'MSG') {
      // Messages precede the record they are about, anywhere in an acknowledgement.
      if (headerType !== 'ACK') problem(recordType, null, 'MSG records belong to ACK transactions');
      return;
    }
    const rank = detailRank[recordType];
    if (rank === undefined) {
      problem(recordType, null, `${recordType} is not a detail record of a work transaction`);
      return;
    }
    const previous = mustFollow[recordType];
    // A PWR or MAN belongs to the writer before it: among the other writers it has their rank.
    const effectiveRank = (recordType === 'PWR' || recordType === 'MAN') && this.lastRank === 4 ? 4 : rank;
    if (previous && !(this.lastDetailType !== null && previous.includes(this.lastDetailType))) {
      problem(recordType, null, `${recordType} must follow ${previous.join(' or ')}`);
    } else if (effectiveRank < this.lastRank) {
      problem(recordType, null, `${recordType} is out of order: it comes before ${this.lastDetailType ?? 'the records before it'}`);
    }
    this.lastRank = Math.max(this.lastRank, effectiveRank);
    this.lastDetailType = recordType;
  }

  private closeTransaction(items: CwrReadItem[]) {
    if (this.transaction) items.push({ kind: 'transaction', transaction: this.transaction });
    this.transaction = null;
  }
}

type ProblemReporter = (recordType: string | null, field: string | null, message: string) => void;

function* linesOf(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    if (end === -1) {
      yield text.slice(start);
      return;
    }
    yield text.slice(start, end);
    start = end + 1;
  }
}

/** Reads a whole text or any iterable of lines (CRLF or LF), yielding records grouped into transactions as they complete. */
export function* readCwr(input: string | Iterable<string>, options: CwrReadOptions = {}): Generator<CwrReadItem> {
  const reader = new CwrFileReader(options);
  for (const line of typeof input === 'string' ? linesOf(input) : input) yield* reader.push(line);
  yield* reader.end();
}

/** The same over an asynchronous source of lines, e.g. node:readline over an upload stream. */
export async function* readCwrAsync(lines: AsyncIterable<string>, options: CwrReadOptions = {}): AsyncGenerator<CwrReadItem> {
  const reader = new CwrFileReader(options);
  for await (const line of lines) yield* reader.push(line);
  yield* reader.end();
}

export type CwrFileContents = {
  version: CwrVersion | null;
  header: CwrRecord | null;
  transactions: CwrTransaction[];
  problems: CwrProblem[];
};

/** Collects a small file whole; large files go through readCwr and are handled transaction by transaction. */
export function readCwrFile(input: string | Iterable<string>, options: CwrReadOptions = {}): CwrFileContents {
  const contents: CwrFileContents = { version: null, header: null, transactions: [], problems: [] };
  for (const item of readCwr(input, options)) {
    if (item.kind === 'header') {
      contents.header = item.record;
      contents.version = item.version;
    } else if (item.kind === 'transaction') contents.transactions.push(item.transaction);
    else if (item.kind === 'problem') contents.problems.push(item.problem);
  }
  return contents;
}
