import { workRoleValues } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { check, integer, text, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { rightsHolders } from './rights-holders';

/**
 * A line of a work's shares in basis points (100% = 10000: shares are exact, docs/domain.md#rights-holders-and-shares): who,
 * in which role, how much of each right. A work's share table, a dispute party's split and a claim
 * all hold such lines.
 */
export const shareColumns = () => ({
  rightsHolderId: uuid('rights_holder_id')
    .notNull()
    .references(() => rightsHolders.id, { onDelete: 'restrict' }),
  role: text('role', { enum: workRoleValues }).notNull(),
  performanceBp: integer('performance_bp').notNull(),
  mechanicalBp: integer('mechanical_bp').notNull(),
});

/** Each share is between 0 and 100%. */
export const shareChecks = (table: string, t: { performanceBp: PgColumn; mechanicalBp: PgColumn }) => [
  check(`${table}_performance_bp_range`, sql`${t.performanceBp} between 0 and 10000`),
  check(`${table}_mechanical_bp_range`, sql`${t.mechanicalBp} between 0 and 10000`),
];
