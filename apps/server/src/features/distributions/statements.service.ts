import {
  countryName,
  csvFileHeader,
  csvLine,
  currencyMinorDigits,
  decimalAmount,
  formatIsrc,
  formatIswc,
  STATEMENT_HISTORY_POINTS,
  usageRightLabels,
  type PageMeta,
  type StatementBreakdownRow,
  type StatementDetails,
  type StatementDimension,
  type StatementHistoryPoint,
  type StatementLine,
  type UsageRight,
} from '@repertoire/contract';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { NotFound } from '../../lib/errors';
import { exactTotal } from '../../lib/pagination';
import { pageOf, pageTotal, totalOfRankedPage } from '../../lib/paging';
import { statementPdf } from './statement-pdf';
import {
  countStatementBreakdown,
  findMemberName,
  countStatementLines,
  findStatementHead,
  historyByDistribution,
  historyByMonth,
  statementBreakdownRows,
  statementLineRows,
  statementTotalRows,
  type BreakdownRow,
  type StatementHeadRow,
  type StatementLineCursor,
  type StatementLineFilter,
  type StatementLineRow,
} from './statements.repository';

/**
 * A member's statement of one closed distribution (docs/domain.md#royalties): its totals, its breakdown, its lines and
 * its CSV. Only the member's own rights holders' parts are read; a distribution that is open, unknown or pays the
 * member nothing is NotFound, as another member's would be.
 */

type StatementDeps = { db: Db };

/** Lines the CSV reads at a time: the file is written while it is sent, never held whole. */
export const STATEMENT_CSV_BATCH = 1000;

async function ownStatement(db: Db, actor: Actor, distributionId: string): Promise<StatementHeadRow> {
  const head = await findStatementHead(db, actor.id, distributionId);
  if (!head) throw new NotFound('Statement not found');
  return head;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "2026-08" as "Aug 2026", as the web writes a month. */
function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
}

/** A work's title with its ISWC, a recording's with its ISRC: what a member recognises them by. */
function itemLabel(title: string, identifier: string | null): string {
  return identifier ? `${title} (${identifier})` : title;
}

function breakdownLabel(dimension: StatementDimension, row: BreakdownRow): string {
  switch (dimension) {
    case 'work_or_recording':
      if (row.work_title !== null) return itemLabel(row.work_title, row.iswc && formatIswc(row.iswc));
      return itemLabel(row.recording_title ?? row.key, row.isrc && formatIsrc(row.isrc));
    case 'territory':
      return countryName(row.key);
    case 'right':
      return usageRightLabels[row.key as UsageRight] ?? row.key;
    case 'month':
      return monthLabel(row.key);
    case 'source':
      return row.key;
  }
}

function toBreakdownRow(dimension: StatementDimension, row: BreakdownRow): StatementBreakdownRow {
  return { key: row.key, label: breakdownLabel(dimension, row), currency: row.currency, lines: row.lines, units: Number(row.units), earned: row.earned, held: row.held };
}

/** GET /statements/{distributionId}: the totals per currency and a page of the breakdown by `by`. */
export async function getStatement(
  deps: StatementDeps,
  actor: Actor,
  distributionId: string,
  query: { by: StatementDimension; page: number; pageSize: number },
): Promise<StatementDetails> {
  const head = await ownStatement(deps.db, actor, distributionId);
  const page = pageOf(query);
  const totals = await statementTotalRows(deps.db, actor.id, distributionId);
  const rows = await statementBreakdownRows(deps.db, actor.id, distributionId, query.by, page);
  const total = await totalOfRankedPage(rows, page, async () => exactTotal(await countStatementBreakdown(deps.db, actor.id, distributionId, query.by)));
  const breakdown = rows.map((row) => toBreakdownRow(query.by, row));
  return {
    distribution_id: head.id,
    name: head.name,
    period_start: head.period_start,
    period_end: head.period_end,
    closed_at: new Date(head.closed_at).toISOString(),
    totals,
    by: query.by,
    breakdown,
    breakdown_meta: page.meta(total),
  };
}

export type StatementLinesQuery = {
  page: number;
  pageSize: number;
  work_id?: string | undefined;
  recording_id?: string | undefined;
  territory?: string | undefined;
  source?: string | undefined;
  right?: UsageRight | undefined;
  month?: string | undefined;
};

function toFilter(query: StatementLinesQuery): StatementLineFilter {
  return { workId: query.work_id, recordingId: query.recording_id, territory: query.territory, source: query.source, right: query.right, month: query.month };
}

function toStatementLine(row: StatementLineRow): StatementLine {
  return { ...row, iswc: row.iswc && formatIswc(row.iswc), isrc: row.isrc && formatIsrc(row.isrc) };
}

/** GET /statements/{distributionId}/lines: the member's part of each line, filtered, in order of use. */
export async function listStatementLines(
  deps: StatementDeps,
  actor: Actor,
  distributionId: string,
  query: StatementLinesQuery,
): Promise<{ items: StatementLine[]; meta: PageMeta }> {
  await ownStatement(deps.db, actor, distributionId);
  const page = pageOf(query);
  const filter = toFilter(query);
  const rows = await statementLineRows(deps.db, actor.id, distributionId, filter, page);
  const total = await pageTotal(rows.length, page, async () => exactTotal(await countStatementLines(deps.db, actor.id, distributionId, filter)));
  return { items: rows.map(toStatementLine), meta: page.meta(total) };
}

export const STATEMENT_CSV_HEADER = [
  'Line',
  'Used on',
  'Title',
  'ISWC',
  'ISRC',
  'Right',
  'Territory',
  'Source',
  'Usage type',
  'Units',
  'Currency',
  'Line amount',
  'Share %',
  'Earned',
  'Held',
  'Held because',
] as const;

/** Basis points as a percentage, exactly: 3333 is "33.33". */
const percent = (basisPoints: number) => decimalAmount(BigInt(basisPoints), 2);

function csvRecord(row: StatementLineRow): string {
  const digits = currencyMinorDigits(row.currency);
  const amount = (minor: string) => decimalAmount(BigInt(minor), digits);
  return csvLine([
    row.line_id,
    row.used_on,
    row.title,
    row.iswc ? formatIswc(row.iswc) : '',
    row.isrc ? formatIsrc(row.isrc) : '',
    usageRightLabels[row.right],
    row.territory,
    row.source,
    row.usage_type ?? '',
    String(row.units),
    row.currency,
    amount(row.line_amount),
    percent(row.share_bp),
    amount(row.earned),
    amount(row.held),
    row.held_reason ?? '',
  ]);
}

/** The CSV's records, a batch of lines at a time, read on from where the last batch ended. */
async function* statementCsvRecords(db: Db, memberId: string, distributionId: string): AsyncGenerator<string> {
  yield csvFileHeader(STATEMENT_CSV_HEADER);
  let after: StatementLineCursor | null = null;
  for (;;) {
    const rows = await statementLineRows(db, memberId, distributionId, {}, { limit: STATEMENT_CSV_BATCH, after });
    if (rows.length > 0) yield rows.map(csvRecord).join('');
    const last = rows.at(-1);
    if (rows.length < STATEMENT_CSV_BATCH || !last) return;
    after = { usedOn: last.used_on, lineId: last.line_id };
  }
}

/** A file name from the distribution's name: "statement-2026-Q3.csv". */
function statementFileName(name: string, extension: string): string {
  const slug = name
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `statement-${slug || 'distribution'}.${extension}`;
}

/** GET /statements/{distributionId}/statement.csv: found before the first byte is sent, then written as it is read. */
export async function statementCsv(deps: StatementDeps, actor: Actor, distributionId: string): Promise<{ fileName: string; body: AsyncIterable<string> }> {
  const head = await ownStatement(deps.db, actor, distributionId);
  return { fileName: statementFileName(head.name, 'csv'), body: statementCsvRecords(deps.db, actor.id, distributionId) };
}

/** GET /statements/history: earned and held per currency over time, oldest first, the latest points only. */
export async function statementHistory(deps: StatementDeps, actor: Actor, query: { by: 'month' | 'distribution' }): Promise<StatementHistoryPoint[]> {
  if (query.by === 'distribution') return historyByDistribution(deps.db, actor.id, STATEMENT_HISTORY_POINTS);
  const rows = await historyByMonth(deps.db, actor.id, STATEMENT_HISTORY_POINTS);
  return rows.map((row) => ({ ...row, label: monthLabel(row.key) }));
}

/** Breakdown rows the PDF reads at a time. */
const PDF_BREAKDOWN_PAGE = 500;

async function wholeBreakdown(db: Db, memberId: string, distributionId: string, dimension: StatementDimension): Promise<StatementBreakdownRow[]> {
  const rows: StatementBreakdownRow[] = [];
  for (let offset = 0; ; offset += PDF_BREAKDOWN_PAGE) {
    const page = await statementBreakdownRows(db, memberId, distributionId, dimension, { limit: PDF_BREAKDOWN_PAGE, offset });
    rows.push(...page.map((row) => toBreakdownRow(dimension, row)));
    if (page.length < PDF_BREAKDOWN_PAGE) return rows;
  }
}

/**
 * GET /statements/{distributionId}/statement.pdf: the totals, then the breakdowns by work or recording and by
 * territory (a row per item and currency, far fewer than the lines), written into the PDF as it is sent.
 */
export async function statementPdfFile(deps: StatementDeps, actor: Actor, distributionId: string): Promise<{ fileName: string; body: Readable }> {
  const head = await ownStatement(deps.db, actor, distributionId);
  const totals = await statementTotalRows(deps.db, actor.id, distributionId);
  const byItem = await wholeBreakdown(deps.db, actor.id, distributionId, 'work_or_recording');
  const byTerritory = await wholeBreakdown(deps.db, actor.id, distributionId, 'territory');
  const body = statementPdf({
    memberName: (await findMemberName(deps.db, actor.id)) ?? actor.name,
    distributionName: head.name,
    periodStart: head.period_start,
    periodEnd: head.period_end,
    closedAt: new Date(head.closed_at).toISOString(),
    totals,
    sections: [
      { title: 'By work or recording', dimension: 'Work or recording', rows: byItem },
      { title: 'By territory', dimension: 'Territory', rows: byTerritory },
    ],
  });
  return { fileName: statementFileName(head.name, 'pdf'), body };
}
