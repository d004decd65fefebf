import { getTableColumns, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { PgArray, PgJson, PgJsonb, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { executeRows, type Db } from './database';

/**
 * Inserts many rows in one statement with one parameter: the rows as a JSON array, unpacked by
 * PostgreSQL (`json_populate_recordset` with the table's own row type, so every value is read as
 * its column's type). Drizzle's `insert().values(rows)` builds one SQL chunk and one parameter per
 * cell; for a few hundred rows that takes tens of milliseconds of the event loop, during which no
 * other member's request is answered. Here the work in Node is one JSON.stringify.
 *
 * Every row must give the same columns: a column left out is left to its default, which cannot
 * differ from row to row. Values are written as drizzle would write them (its column mappers), but
 * JSON and array columns go as JSON, which PostgreSQL reads as the column's type.
 */
export async function insertJsonRows<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(insertStatement(table, rows));
}

/**
 * insertJsonRows, answering the rows stored (`returning`, in the same statement) as drizzle's
 * select reads them: each column's value through its mapper, so defaults and dates come back as
 * they would from `select()`. The order of the rows answered is PostgreSQL's, not the order given.
 */
export async function insertJsonRowsReturning<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<T['$inferSelect'][]> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
  const stored = await executeRows(db, sql`${insertStatement(table, rows)} returning *`);
  return stored.map((record) => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = record[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as T['$inferSelect'];
  });
}

function insertStatement<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): SQL {
  const [first] = rows;
  if (!first) throw new Error(`no rows to insert into ${getTableName(table)}`);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((key) => first[key as keyof typeof first] !== undefined);
  for (const key of keys) if (!columns[key]) throw new Error(`${getTableName(table)} has no column ${key}`);
  // JSON and array values go as they are; every other value through its column's mapper (decided once a column, not once a cell).
  const given = keys.map((key) => {
    const column = columns[key] as PgColumn;
    const asJson = is(column, PgJsonb) || is(column, PgJson) || is(column, PgArray);
    // A bigint goes as its digits (JSON has no integers that large), which PostgreSQL reads as the column's type.
    const mapped = (value: unknown) => {
      const driverValue: unknown = column.mapToDriverValue(value);
      return typeof driverValue === 'bigint' ? driverValue.toString() : driverValue;
    };
    return { key, name: column.name, write: asJson ? (value: unknown) => value : mapped };
  });
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    const values = row as Record<string, unknown>;
    if (Object.keys(values).filter((key) => values[key] !== undefined).length !== keys.length) {
      throw new Error(`rows inserted into ${getTableName(table)} together must give the same columns`);
    }
    for (const { key, name, write } of given) {
      const value = values[key];
      if (value === undefined) throw new Error(`rows inserted into ${getTableName(table)} together must give the same columns`);
      record[name] = value === null ? null : write(value);
    }
    return record;
  });
  const names = sql.join(
    given.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`;
}
