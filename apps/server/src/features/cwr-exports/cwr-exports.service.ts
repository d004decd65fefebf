import { Readable } from 'node:stream';
import type { CwrExport, CwrExportCreate, CwrExportSelection, CwrExportVersion, PageMeta } from '@repertoire/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { CwrExportRow } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { cwr3FileName, cwrFileName, isCwr3, type CwrFileNameParts } from '../cwr';
import { queueJob, readOwnJob } from '../jobs';
import { findRegisteredWorksAfter, type RegisteredWorkFilter } from '../musical-works';
import { acknowledgedCounts, fileParts, findExport, insertExport, listExports, nextSequence, updateExport } from './cwr-exports.repository';

/**
 * CWR files the society sends another society (docs/cwr.md, "The society sends CWR"): staff choose registered works,
 * a job writes them, staff download the file and later read the society's acknowledgement back. Staff only.
 */

export type ExportDeps = { db: Db; clock: Clock; config: Pick<Config, 'cwrSender'> };

export const WRITE_JOB = 'cwr-export.write';
/** What the writing job is given. */
export type WriteJobInput = { exportId: string };

export const EXPORT_NOT_FOUND = 'CWR export not found';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The works a selection sends, as the works' repository reads them: a date range is whole days, UTC. */
export function filterOf(selection: CwrExportSelection): RegisteredWorkFilter {
  switch (selection.kind) {
    case 'registered_between':
      return { kind: 'registered_between', from: new Date(`${selection.from}T00:00:00Z`), before: new Date(Date.parse(`${selection.to}T00:00:00Z`) + DAY_MS) };
    case 'member':
      return { kind: 'member', ownerId: selection.member_id };
    case 'works':
      return { kind: 'works', ids: selection.work_ids };
  }
}

export function toCwrExport(row: CwrExportRow, acknowledged: Record<string, number> = {}): CwrExport {
  return {
    id: row.id,
    society_code: row.societyCode,
    version: row.version,
    selection: row.selection,
    file_name: row.fileName,
    state: row.state,
    transaction_count: row.transactionCount,
    acknowledged,
    job_id: row.jobId,
    error: row.error,
    created_by: row.createdByName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Only registered works are sent: naming another is a mistake to correct, not something to drop quietly. */
async function assertRegistered(db: Db, workIds: readonly string[]): Promise<void> {
  const ids = [...new Set(workIds)];
  const found = new Set((await findRegisteredWorksAfter(db, { kind: 'works', ids }, null, ids.length)).map((work) => work.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    const message = `Only registered works are sent; these are not: ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ` and ${missing.length - 10} more` : ''}`;
    throw new BadRequest(message, [{ path: 'selection.work_ids', message }]);
  }
}

/** The export's name as the specification has it: CWyynnnnsss_rrr.Vxx, or CWyynnnnsss_rrr_V3-1-0.SUB in CWR 3.1. */
function exportFileName(parts: CwrFileNameParts, version: CwrExportVersion): string {
  return isCwr3(version) ? cwr3FileName({ ...parts, version, revision: 0, extension: 'SUB' }) : cwrFileName({ ...parts, version });
}

/** POST /staff/cwr-exports: the export numbered in the year's sequence and its writing queued. */
export async function createCwrExport(deps: ExportDeps, actor: Actor, body: CwrExportCreate): Promise<CwrExport> {
  if (body.selection.kind === 'works') await assertRegistered(deps.db, body.selection.work_ids);
  const row = await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const year = now.getUTCFullYear();
    const sequence = await nextSequence(tx, year);
    if (sequence > 9999) throw new Conflict(`The society has sent 9999 CWR files in ${year}: CWR file names number no more in a year`);
    const inserted = await insertExport(tx, {
      createdById: actor.id,
      createdByName: actor.name,
      societyCode: body.society_code,
      version: body.version,
      selection: body.selection,
      year,
      sequence,
      fileName: exportFileName({ year, sequence, sender: deps.config.cwrSender.code, receiver: body.society_code }, body.version),
      createdAt: now,
      updatedAt: now,
    });
    const job = await queueJob({ db: tx, clock: deps.clock }, actor, WRITE_JOB, { exportId: inserted.id } satisfies WriteJobInput);
    return updateExport(tx, inserted.id, { jobId: job.id });
  });
  return toCwrExport(row);
}

export async function listCwrExports(deps: ExportDeps, query: { page: number; pageSize: number }): Promise<{ items: CwrExport[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await listExports(deps.db, page);
  const counts = await acknowledgedCounts(deps.db, rows.map((row) => row.id));
  return { items: rows.map((row) => toCwrExport(row, counts.get(row.id))), meta: page.meta(total) };
}

export async function requireExport(db: Db, id: string): Promise<CwrExportRow> {
  const row = await findExport(db, id);
  if (!row) throw new NotFound(EXPORT_NOT_FOUND);
  return row;
}

/** The export as it stands; a writing whose job ended without saying so (cancelled, stopped too often) is settled here. */
async function currentExport(db: Db, id: string): Promise<CwrExportRow> {
  const row = await requireExport(db, id);
  if ((row.state === 'queued' || row.state === 'writing') && row.jobId && row.createdById) {
    const job = await readOwnJob(db, row.createdById, row.jobId);
    if (job?.state === 'cancelled') return updateExport(db, row.id, { state: 'failed', error: 'Writing was stopped: create the export again' });
    if (job?.state === 'failed') return updateExport(db, row.id, { state: 'failed', error: job.error ?? 'The file could not be written: create the export again' });
  }
  return row;
}

export async function getCwrExport(deps: ExportDeps, id: string): Promise<CwrExport> {
  const row = await currentExport(deps.db, id);
  return toCwrExport(row, (await acknowledgedCounts(deps.db, [row.id])).get(row.id));
}

/** GET /staff/cwr-exports/{id}/file: the file as written, read a part at a time. */
export async function cwrExportFile(deps: ExportDeps, id: string): Promise<{ fileName: string; body: Readable }> {
  const row = await currentExport(deps.db, id);
  if (row.state !== 'written') {
    throw new Conflict(row.state === 'failed' ? `The file could not be written: ${row.error ?? 'create the export again'}` : 'The file is still being written: download it when the export says written');
  }
  return { fileName: row.fileName, body: Readable.from(fileParts(deps.db, row.id)) };
}
