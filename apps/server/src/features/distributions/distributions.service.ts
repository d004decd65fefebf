import {
  pagePaths,
  type Distribution,
  type DistributionPreview,
  type DistributionCreate,
  type PageMeta,
  type StatementSummary,
  type UsageFile,
  type UsageFileMapping,
  type UsageFileProblem,
} from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../lib/db-errors';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { mapHeaders, readTable } from '../../table-files';
import { queueJob } from '../jobs';
import { notify } from '../notifications';
import { payDistribution } from '../payments';
import { allocateDistribution, distributionBalances } from './allocate';
import {
  closeDistributionRow,
  deleteUsageFileProblems,
  deleteUsageFileRow,
  findDistribution,
  findUsageFile,
  hasFileImporting,
  insertDistribution,
  insertUsageFile,
  lineStanding,
  listDistributionRows,
  listStatementRows,
  listUsageFileProblemRows,
  listUsageFileRows,
  memberEarnings,
  membersInDistribution,
  topEarners,
  totalsBy,
  updateUsageFile,
  type DistributionRow,
  type UsageFileInfo,
} from './distributions.repository';
import { guessUsageColumnKey, USAGE_FILE_WORDING } from './usage-file';

/**
 * Distributions (docs/domain.md#royalties, docs/decisions/0028): staff with the finance role open one for a period,
 * upload usage files into it, map their columns (the import runs as a job: lines read, matched and split), and close
 * it; members then read their statements.
 */

type DistributionDeps = { db: Db; clock: Clock; config: Config };

export const USAGE_IMPORT_JOB = 'usage-file.import';
export type UsageImportJobInput = { usageFileId: string };

/** Rows a usage file may hold: a broadcaster's quarter fits, within the upload's 50 MB. */
export const MAX_USAGE_ROWS = 1_000_000;
const SAMPLE_ROWS = 5;

async function toDistribution(db: Db, row: DistributionRow): Promise<Distribution> {
  const balances = await distributionBalances(db, row.id);
  return {
    id: row.id,
    name: row.name,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    state: row.state,
    lines: balances.reduce((sum, balance) => sum + balance.lines, 0),
    balances: balances.map((balance) => ({
      currency: balance.currency,
      input: balance.input.toString(),
      allocated: balance.allocated.toString(),
      held: balance.held.toString(),
      unmatched: balance.unmatched.toString(),
    })),
    closed_at: row.closedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

function toUsageFile(row: UsageFileInfo): UsageFile {
  return {
    id: row.id,
    distribution_id: row.distributionId,
    file_name: row.fileName,
    state: row.state,
    header: row.header,
    mapping: row.mapping,
    sample: row.sample,
    lines: row.lines,
    refused_rows: row.refusedRows,
    job_id: row.jobId,
    error: row.error,
    created_at: row.createdAt.toISOString(),
  };
}

async function existingDistribution(db: Db, id: string): Promise<DistributionRow> {
  const row = await findDistribution(db, id);
  if (!row) throw new NotFound('Distribution not found');
  return row;
}

async function openDistribution(db: Db, id: string): Promise<DistributionRow> {
  const row = await existingDistribution(db, id);
  if (row.state === 'closed') throw new Conflict(`${row.name} is closed: corrections go into the next distribution`);
  return row;
}

async function existingUsageFile(db: Db, id: string): Promise<UsageFileInfo> {
  const row = await findUsageFile(db, id);
  if (!row) throw new NotFound('Usage file not found');
  return row;
}

// Distributions ----------------------------------------------------------------------------------

export async function createDistribution(deps: DistributionDeps, actor: Actor, body: DistributionCreate): Promise<Distribution> {
  try {
    const row = await insertDistribution(deps.db, { name: body.name, periodStart: body.period_start, periodEnd: body.period_end, createdById: actor.id });
    return await toDistribution(deps.db, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(`A distribution is already named ${body.name}: choose another name`);
    throw error;
  }
}

export async function listDistributions(deps: DistributionDeps, query: { page: number; pageSize: number }): Promise<{ items: Distribution[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await listDistributionRows(deps.db, page);
  const items: Distribution[] = [];
  for (const row of rows) items.push(await toDistribution(deps.db, row));
  return { items, meta: page.meta(total) };
}

export async function getDistribution(deps: DistributionDeps, id: string): Promise<Distribution> {
  return toDistribution(deps.db, await existingDistribution(deps.db, id));
}

/** Rights holders a preview names as earning most. */
const TOP_EARNERS = 10;

/** GET /staff/distributions/{id}/preview: the totals staff check before closing. */
export async function previewDistribution(deps: DistributionDeps, id: string): Promise<DistributionPreview> {
  const row = await existingDistribution(deps.db, id);
  return {
    by_source: await totalsBy(deps.db, row.id, 'source'),
    by_territory: await totalsBy(deps.db, row.id, 'territory'),
    by_right: await totalsBy(deps.db, row.id, 'right'),
    lines: await lineStanding(deps.db, row.id),
    top_earners: await topEarners(deps.db, row.id, TOP_EARNERS),
  };
}

/**
 * Closing makes the split final: every member it pays or holds money for is told their statement is ready, and each
 * member's balance per currency becomes a payment once it reaches the minimum (docs/domain.md#payments).
 */
export async function closeDistribution(deps: DistributionDeps, actor: Actor, id: string): Promise<Distribution> {
  const row = await openDistribution(deps.db, id);
  if (await hasFileImporting(deps.db, id)) throw new Conflict('A file is being imported into this distribution: close it once the import ends');
  const closed = await deps.db.transaction(async (tx) => {
    // Split again inside the closing transaction: the shares, disputes and matches the statements show are today's.
    await allocateDistribution(tx, id);
    const updated = await closeDistributionRow(tx, id, actor.id, deps.clock());
    if (!updated) throw new Conflict(`${row.name} was closed meanwhile`);
    for (const memberId of await membersInDistribution(tx, id)) {
      await notify(tx, memberId, {
        title: 'Your royalty statement is ready',
        message: `Your statement for ${row.name} is ready to read and download.`,
        link: pagePaths.app.statements.getHref(),
      });
    }
    const earnings = await memberEarnings(tx, id);
    await payDistribution(
      tx,
      deps,
      { id, name: row.name },
      earnings.map((earning) => ({ memberId: earning.member_id, currency: earning.currency, amountMinor: BigInt(earning.amount) })),
    );
    return updated;
  });
  return toDistribution(deps.db, closed);
}

// Usage files --------------------------------------------------------------------------------------

/** POST /staff/distributions/{id}/usage-files: the file kept with its header, first rows and a suggested mapping. */
export async function uploadUsageFile(
  deps: DistributionDeps,
  actor: Actor,
  distributionId: string,
  file: { content: Buffer; fileName: string } | undefined,
): Promise<UsageFile> {
  await openDistribution(deps.db, distributionId);
  if (!file) throw new BadRequest('Send the file as the form field “file”');
  const table = await readTable({ buffer: file.content, fileName: file.fileName }, { maxRows: MAX_USAGE_ROWS, wording: USAGE_FILE_WORDING });
  const sample: string[][] = [];
  for await (const row of table.rows) {
    sample.push(row.cells);
    if (sample.length >= SAMPLE_ROWS) break;
  }
  const mapping = mapHeaders(table.header, guessUsageColumnKey);
  const row = await insertUsageFile(deps.db, {
    distributionId,
    fileName: file.fileName || `usage.${table.format}`,
    file: file.content,
    uploadedById: actor.id,
    header: table.header,
    mapping: mapping.keys,
    sample,
  });
  return toUsageFile(row);
}

export async function listUsageFiles(
  deps: DistributionDeps,
  distributionId: string,
  query: { page: number; pageSize: number },
): Promise<{ items: UsageFile[]; meta: PageMeta }> {
  await existingDistribution(deps.db, distributionId);
  const page = pageOf(query);
  const { rows, total } = await listUsageFileRows(deps.db, distributionId, page);
  return { items: rows.map(toUsageFile), meta: page.meta(total) };
}

export async function getUsageFile(deps: DistributionDeps, id: string): Promise<UsageFile> {
  return toUsageFile(await existingUsageFile(deps.db, id));
}

/** PUT /staff/usage-files/{id}/mapping: the mapping kept, and the import starts. */
export async function mapUsageFile(deps: DistributionDeps, actor: Actor, id: string, body: UsageFileMapping): Promise<UsageFile> {
  const file = await existingUsageFile(deps.db, id);
  await openDistribution(deps.db, file.distributionId);
  if (file.state === 'importing') throw new Conflict('The file is being imported: wait until the import ends');
  if (file.state === 'imported') throw new Conflict('This file has been imported: take it out of the distribution to import it again');
  if (body.mapping.length !== file.header.length) {
    throw new BadRequest(`Give one entry per column of the file: it has ${file.header.length} columns, the mapping ${body.mapping.length}`);
  }
  const updated = await deps.db.transaction(async (tx) => {
    await deleteUsageFileProblems(tx, file.id);
    const job = await queueJob({ db: tx, clock: deps.clock }, actor, USAGE_IMPORT_JOB, { usageFileId: file.id } satisfies UsageImportJobInput);
    return updateUsageFile(tx, file.id, { state: 'importing', mapping: [...body.mapping], lines: 0, refusedRows: 0, error: null, jobId: job.id });
  });
  return toUsageFile(updated);
}

export async function listUsageFileProblems(
  deps: DistributionDeps,
  id: string,
  query: { page: number; pageSize: number },
): Promise<{ items: UsageFileProblem[]; meta: PageMeta }> {
  const file = await existingUsageFile(deps.db, id);
  const page = pageOf(query);
  const { rows, total } = await listUsageFileProblemRows(deps.db, file.id, page);
  return { items: rows, meta: page.meta(total) };
}

/** A wrong file taken out of an open distribution, with its lines; the rest is split again. */
export async function deleteUsageFile(deps: DistributionDeps, id: string): Promise<string> {
  const file = await existingUsageFile(deps.db, id);
  await openDistribution(deps.db, file.distributionId);
  if (file.state === 'importing') throw new Conflict('The file is being imported: wait until the import ends');
  await deps.db.transaction(async (tx) => {
    await deleteUsageFileRow(tx, file.id);
    await allocateDistribution(tx, file.distributionId);
  });
  return `The file ${file.fileName} and its lines were taken out of the distribution`;
}

// Statements ----------------------------------------------------------------------------------------

export async function listStatements(deps: DistributionDeps, actor: Actor, query: { page: number; pageSize: number }): Promise<{ items: StatementSummary[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await listStatementRows(deps.db, actor.id, page);
  const byDistribution = new Map<string, StatementSummary>();
  for (const row of rows) {
    const statement = byDistribution.get(row.distribution_id) ?? {
      distribution_id: row.distribution_id,
      name: row.name,
      period_start: row.period_start,
      period_end: row.period_end,
      closed_at: new Date(row.closed_at).toISOString(),
      totals: [],
    };
    statement.totals.push({ currency: row.currency, earned: row.earned, held: row.held });
    byDistribution.set(row.distribution_id, statement);
  }
  return { items: [...byDistribution.values()], meta: page.meta(total) };
}
