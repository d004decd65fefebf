import { Readable } from 'node:stream';
import type { CatalogueFileFormat } from '@repertoire/contract';
import type { FastifyReply } from 'fastify';

/** Files the API hands over as downloads: how they are named and sent. */

/**
 * Content-Disposition of a download (RFC 6266): always an attachment, the name in UTF-8 as
 * `filename*` (RFC 8187), and an ASCII stand-in as `filename` for clients that read only that.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const spreadsheetContentTypes: Record<CatalogueFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A spreadsheet to download, written while it is sent. */
export type SpreadsheetDownload = {
  fileName: string;
  format: CatalogueFileFormat;
  body: Readable | AsyncIterable<string>;
};

/** Sends a spreadsheet as it is written: never kept by a cache, since it holds the member's own data. */
export function sendSpreadsheet(reply: FastifyReply, file: SpreadsheetDownload) {
  return reply
    .header('content-type', spreadsheetContentTypes[file.format])
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.body instanceof Readable ? file.body : Readable.from(file.body));
}
