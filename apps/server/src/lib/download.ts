import { Readable } from 'node:stream';
import type { CatalogueExportFormat, Endpoint } from '@repertoire/contract';
import type { FastifyReply } from 'fastify';
import { routeOf } from './route';

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

/** CWR files are upper-case ASCII text (docs/cwr.md). */
export const CWR_CONTENT_TYPE = 'text/plain; charset=us-ascii';

export const catalogueFileContentTypes: Record<CatalogueExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  cwr: CWR_CONTENT_TYPE,
};

/** A download route: its schema says it answers a file of these types, not the JSON envelope. */
export function downloadRouteOf<const E extends Endpoint>(endpoint: E, contentTypes: readonly string[]) {
  const route = routeOf(endpoint);
  return { ...route, schema: { ...route.schema, produces: [...contentTypes] } };
}

/** A catalogue file (spreadsheet or CWR) to download, written while it is sent. */
export type CatalogueFileDownload = {
  fileName: string;
  format: CatalogueExportFormat;
  body: Readable | AsyncIterable<string>;
};

/** Sends a file as it is written: never kept by a cache, since it holds the member's own data. */
export function sendDownload(reply: FastifyReply, file: { fileName: string; contentType: string; body: Readable | AsyncIterable<string> }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.body instanceof Readable ? file.body : Readable.from(file.body));
}

export function sendCatalogueFile(reply: FastifyReply, file: CatalogueFileDownload) {
  return sendDownload(reply, { fileName: file.fileName, contentType: catalogueFileContentTypes[file.format], body: file.body });
}
