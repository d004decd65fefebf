import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { insertJsonRowsReturning } from '../db/insert-json-rows';
import type { LifeCycleColumns, NewItemStart, RegistrableRow } from './registration-kind';

/** A kind's table: its own columns, and the id and life cycle every kind has (db/schema/registration-columns.ts). */
export type RegistrableTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  rejectionReason: PgColumn;
  submittedAt: PgColumn;
  registeredAt: PgColumn;
  importId: PgColumn;
  updatedAt: PgColumn;
  $inferSelect: RegistrableRow;
};

/**
 * The row operations of a registrable table, by id: read, lock, insert, write the member's
 * columns, write the life cycle, delete. `Columns` are what a member edits; `derived` adds the
 * columns the table computes from them (search text). A kind's config spreads them and writes
 * its columns through insertRow and updateRow.
 */
export function registrableRows<T extends RegistrableTable, Columns extends object>(table: T, noun: string, derived: (columns: Columns) => object) {
  type Row = T['$inferSelect'];
  // Drizzle cannot see through a generic table which columns it has: RegistrableTable checks the
  // life-cycle columns and each kind's repository types `Columns` as its table's, so the values
  // are asserted to be the table's.
  const lifeCycleSet = (columns: LifeCycleColumns) => {
    const { status, rejectionReason, submittedAt, registeredAt } = columns;
    return { status, rejectionReason, submittedAt, registeredAt, updatedAt: new Date() } as PgUpdateSetSource<T>;
  };
  return {
    async insertRow(tx: Db, ownerId: string, columns: Columns): Promise<Row> {
      const rows = (await tx
        .insert(table)
        .values({ ...columns, ...derived(columns), ownerId } as T['$inferInsert'])
        .returning()) as Row[];
      const [row] = rows;
      if (!row) throw new Error(`inserting a ${noun} returned no row`);
      return row;
    },
    /** Many rows in one statement, answered in the order given (ids are chosen here, so the order never rests on the statement's). */
    async insertRows(tx: Db, ownerId: string, items: readonly { columns: Columns; start: NewItemStart }[]): Promise<Row[]> {
      if (items.length === 0) return [];
      const values = items.map(({ columns, start }) => ({ ...columns, ...derived(columns), ...start, id: randomUUID(), ownerId }));
      const rows = (await insertJsonRowsReturning(tx, table, values as T['$inferInsert'][])) as Row[];
      const byId = new Map(rows.map((row) => [row.id, row]));
      return values.map(({ id }) => {
        const row = byId.get(id);
        if (!row) throw new Error(`inserting ${noun}s returned no row for ${id}`);
        return row;
      });
    },
    /** Writes the member's columns (and those derived from them). */
    async updateRow(tx: Db, id: string, columns: Columns): Promise<Row> {
      const set = { ...columns, ...derived(columns), updatedAt: new Date() } as PgUpdateSetSource<T>;
      const rows = (await tx.update(table).set(set).where(eq(table.id, id)).returning()) as Row[];
      const [row] = rows;
      if (!row) throw new Error(`${noun} ${id} vanished during an update`);
      return row;
    },
    async find(db: Db, id: string): Promise<Row | undefined> {
      const [row] = await db.select().from(table as PgTable).where(eq(table.id, id));
      return row as Row | undefined;
    },
    /** Locks the row for the rest of the transaction, so two changes to one item never interleave. */
    async findForUpdate(tx: Db, id: string): Promise<Row | undefined> {
      const [row] = await tx.select().from(table as PgTable).where(eq(table.id, id)).for('update');
      return row as Row | undefined;
    },
    async setLifeCycle(tx: Db, id: string, columns: LifeCycleColumns): Promise<Row> {
      const rows = (await tx.update(table).set(lifeCycleSet(columns)).where(eq(table.id, id)).returning()) as Row[];
      const [row] = rows;
      if (!row) throw new Error(`${noun} ${id} vanished during a status change`);
      return row;
    },
    async remove(tx: Db, id: string): Promise<void> {
      await tx.delete(table).where(eq(table.id, id));
    },
  };
}
