import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createInflateRaw } from 'node:zlib';
import { ImportFileError } from './import-file-error';

/**
 * Checks an XLSX file's ZIP container before the workbook reader sees it (APPNOTE.TXT, the ZIP format): it must be
 * whole, hold a workbook, and unpack to no more than `maxUncompressedBytes` (a ZIP bomb packs gigabytes into a few
 * kilobytes). Every entry is inflated once here, counted and dropped, and its CRC compared. The workbook reader walks
 * the local headers one after the other, so they must follow each other with no gap a hidden entry could sit in.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const DATA_DESCRIPTOR = 0x08074b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const FLAG_ENCRYPTED = 0x1;
const FLAG_DATA_DESCRIPTOR = 0x8;
const STORED = 0;
const DEFLATED = 8;
const CHUNK = 64 * 1024;

export const DAMAGED_WORKBOOK_MESSAGE = 'The Excel file is damaged or incomplete: open it in Excel, save it again and upload it once more';
const NOT_A_WORKBOOK_MESSAGE = 'The file is a ZIP archive but not an Excel workbook (.xlsx): upload the workbook or a CSV file';

type ZipEntry = {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
};

export function isZip(buffer: Buffer): boolean {
  return buffer.length >= 4 && buffer.readUInt32LE(0) === LOCAL_HEADER;
}

function damaged(): ImportFileError {
  return new ImportFileError(DAMAGED_WORKBOOK_MESSAGE);
}

function findEndRecord(buffer: Buffer): number {
  const earliest = Math.max(0, buffer.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = buffer.length - END_RECORD_SIZE; at >= earliest; at--) {
    if (buffer.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw damaged();
}

function readCentralDirectory(buffer: Buffer): { entries: ZipEntry[]; directoryOffset: number } {
  const end = findEndRecord(buffer);
  const count = buffer.readUInt16LE(end + 10);
  const size = buffer.readUInt32LE(end + 12);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  // ZIP64 (over 65,535 entries or 4 GB) is far beyond any file taken (MAX_IMPORT_FILE_BYTES).
  if (count === 0xffff || size === 0xffffffff || directoryOffset === 0xffffffff) throw damaged();
  if (directoryOffset + size > end) throw damaged();
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buffer.readUInt32LE(at) !== CENTRAL_HEADER) throw damaged();
    const nameLength = buffer.readUInt16LE(at + 28);
    entries.push({
      flags: buffer.readUInt16LE(at + 8),
      method: buffer.readUInt16LE(at + 10),
      crc: buffer.readUInt32LE(at + 16),
      compressedSize: buffer.readUInt32LE(at + 20),
      uncompressedSize: buffer.readUInt32LE(at + 24),
      localOffset: buffer.readUInt32LE(at + 42),
      name: buffer.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
  }
  return { entries, directoryOffset };
}

/** Where the entry's compressed bytes start and where the next local header must be. */
function locateData(buffer: Buffer, entry: ZipEntry, directoryOffset: number): { start: number; next: number } {
  const at = entry.localOffset;
  if (at + 30 > directoryOffset || buffer.readUInt32LE(at) !== LOCAL_HEADER) throw damaged();
  const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > directoryOffset) throw damaged();
  if (!(entry.flags & FLAG_DATA_DESCRIPTOR)) return { start, next: end };
  // A streaming reader finds the end of such an entry by the descriptor's signature: it must be exactly there.
  if (buffer.readUInt32LE(at + 18) === 0 && buffer.indexOf(descriptorSignature, start) !== end) throw damaged();
  const signed = end + 4 <= directoryOffset && buffer.readUInt32LE(end) === DATA_DESCRIPTOR;
  return { start, next: end + (signed ? 16 : 12) };
}

const descriptorSignature = Buffer.alloc(4);
descriptorSignature.writeUInt32LE(DATA_DESCRIPTOR);

function* chunks(buffer: Buffer): Generator<Buffer> {
  for (let at = 0; at < buffer.length; at += CHUNK) yield buffer.subarray(at, at + CHUNK);
}

/** Inflates one entry without keeping it, counting its bytes against what is left of the budget. */
async function unpackedSize(data: Buffer, entry: ZipEntry, budget: number, tooLarge: () => ImportFileError): Promise<number> {
  let size = 0;
  let crc = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      crc = crc32(chunk, crc);
      done(size > budget ? tooLarge() : null);
    },
  });
  const source = Readable.from(chunks(data));
  try {
    if (entry.method === STORED) await pipeline(source, counter);
    else await pipeline(source, createInflateRaw(), counter);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw damaged();
  }
  if (size !== entry.uncompressedSize || crc >>> 0 !== entry.crc) throw damaged();
  return size;
}

export async function inspectXlsxZip(buffer: Buffer, maxUncompressedBytes: number, tooLarge: () => ImportFileError): Promise<void> {
  const { entries, directoryOffset } = readCentralDirectory(buffer);
  const names = new Set(entries.map((entry) => entry.name));
  if (!names.has('xl/workbook.xml') || !entries.some((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.name))) {
    throw new ImportFileError(NOT_A_WORKBOOK_MESSAGE);
  }
  if (entries.some((entry) => entry.flags & FLAG_ENCRYPTED)) {
    throw new ImportFileError('The workbook is protected with a password: remove the password, save it and upload it again');
  }
  if (entries.some((entry) => entry.method !== STORED && entry.method !== DEFLATED)) throw damaged();

  let expected = 0;
  let left = maxUncompressedBytes;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    if (entry.localOffset !== expected) throw damaged();
    const { start, next } = locateData(buffer, entry, directoryOffset);
    left -= await unpackedSize(buffer.subarray(start, start + entry.compressedSize), entry, left, tooLarge);
    expected = next;
  }
  if (expected !== directoryOffset) throw damaged();
}
