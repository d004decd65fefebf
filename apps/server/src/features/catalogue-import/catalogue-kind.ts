import type { CatalogueKind } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { analyzeDictionary } from '../../matching';
import type { FileColumns, RowProblem, TableRow } from '../../table-files';

/**
 * What the import pipeline (upload → mapping → check job → import job) needs from a kind of catalogue item, works
 * or recordings. The pipeline reads the file, keeps the problems and the counts, runs the jobs and batches the rows;
 * each kind reads its own cells, finds its own items and writes them.
 */

/** One row read: the item to save (null when the row has errors), and what was found. */
export type RowCheck<Item> = {
  row: number;
  item: Item | null;
  errors: RowProblem[];
  warnings: RowProblem[];
};

/** What saving a ready row does with the member's catalogue. */
export type RowMatch =
  /** A new item. */
  | { action: 'create' }
  /** The member's own draft (or rejected item) found by code or identifier: updated in place. */
  | { action: 'update'; itemId: string; note: string }
  /**
   * The member's own item past its draft (submitted, registered): left as it is; or, `ofAnotherMember`, the work
   * another member registered with the row's ISWC, on which the member claims their share instead (a CWR file does).
   */
  | { action: 'skip'; itemId: string; note: string; ofAnotherMember?: boolean };

export type ReadyRow<Item> = { row: number; item: Item; match: RowMatch };

export type BatchOutcome = {
  created: number;
  updated: number;
  submitted: number;
  /** Rows the registry refused as they were saved (a rule the row check cannot see): not saved, reported. */
  problems: RowProblem[];
  /** What saving did with rows beyond creating or updating them (kept as a draft, a recording linked or not): shown as notes. */
  notes?: RowProblem[];
  /** The item each row created or updated, when the caller needs it (a CWR acknowledgement names it). */
  saved?: { row: number; itemId: string }[];
};

export type CatalogueKindModule<Item> = {
  kind: CatalogueKind;
  /** The template key a header names (template header, synonyms), or null. */
  guessColumnKey(header: string): string | null;
  /** A checker for one file: it remembers what earlier rows used, to find an item given twice. */
  rowChecker(columns: FileColumns): (row: TableRow) => RowCheck<Item>;
  /**
   * Checks a batch of rows against the registry and the member's catalogue, in a few queries for the whole batch:
   * answers each ready row's match, and adds warnings to the rows' checks (an ISWC or ISRC another member
   * registered, a likely duplicate by title and writer or artist).
   */
  matchBatch(db: Db, ownerId: string, checks: RowCheck<Item>[]): Promise<Map<number, RowMatch>>;
  /**
   * Saves a batch of ready rows (no skips) in the transaction it is given, as registrations like any typed by hand:
   * the same rules, life cycle and history; submitted for review when `submit` and the item is complete. `importId`
   * is the catalogue import the items come from (null for another source, such as a CWR file).
   */
  writeBatch(tx: Db, actor: Actor, rows: ReadyRow<Item>[], options: { submit: boolean; importId: string | null }): Promise<BatchOutcome>;
  /** Refreshes the planner's statistics of the tables `writeBatch` writes, after many rows (db/analyze-tables.ts). */
  analyzeWritten(db: Db): Promise<void>;
};

/** A registered item the matching module found for a row to create (keyed by the row's number), and why. */
export type FoundForRow = { key: string; itemId: string; reasons: readonly string[] };

/**
 * Warns each row to create of the registered items the matching module found for it with `personInCommon` among the
 * reasons (a title alone is another work by other people): `describe` names the items found, by id, as the warning
 * says them, and `message` words it from that name and the reasons.
 */
export async function warnOfLikelyDuplicates(
  checks: readonly RowCheck<unknown>[],
  found: readonly FoundForRow[],
  personInCommon: string,
  describe: (itemIds: string[]) => Promise<ReadonlyMap<string, string>>,
  message: (item: string, reasons: string) => string,
): Promise<void> {
  const duplicates = found.filter((match) => match.reasons.includes(personInCommon));
  const named = await describe(duplicates.map((match) => match.itemId));
  const byKey = new Map(checks.map((check) => [String(check.row), check]));
  for (const { key, itemId, reasons } of duplicates) {
    const check = byKey.get(key);
    const item = named.get(itemId);
    if (check && item !== undefined) check.warnings.push({ row: check.row, column: null, message: message(item, reasons.join(', ')) });
  }
}

/** Rows saved after which a job refreshes the planner's statistics of the tables it grew, for the next file's matching. */
export const ANALYZE_AFTER_ROWS = 1000;

/**
 * While a job saves rows (an import, a CWR file), refreshes the statistics of the matching module's dictionary each
 * time the rows saved pass a doubling of ANALYZE_AFTER_ROWS (1,000, 2,000, 4,000…): each batch's check for likely
 * duplicates reads the words the earlier batches added, and a planner that still sees the dictionary as it was, nearly
 * empty in a new registry, read all of it for each row: 10,000 works took 51–75 s to check and import instead of 20–28.
 */
export async function analyzeDictionaryWhileSaving(db: Db, savedBefore: number, savedAfter: number): Promise<void> {
  const doublings = (saved: number) => (saved < ANALYZE_AFTER_ROWS ? 0 : Math.floor(Math.log2(saved / ANALYZE_AFTER_ROWS)) + 1);
  if (doublings(savedAfter) > doublings(savedBefore)) await analyzeDictionary(db).catch(() => undefined);
}

/**
 * After a job saved `saved` rows of a kind (an import, a CWR file), refreshes the statistics of what it wrote when they
 * were many. Only the planner's estimates: autovacuum refreshes them later anyway, so a failure here fails nothing.
 */
export async function analyzeAfterSaving(db: Db, module: Pick<CatalogueKindModule<unknown>, 'analyzeWritten'>, saved: number): Promise<void> {
  if (saved >= ANALYZE_AFTER_ROWS) await module.analyzeWritten(db).catch(() => undefined);
}
