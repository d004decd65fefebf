import { registrationStatusValues } from '@repertoire/contract';
import { text, uuid } from 'drizzle-orm/pg-core';
import { catalogueImports } from './catalogue-imports';
import { timestamps, timestampTz } from './columns';
import { users } from './users';

/**
 * What every registrable item's table has (the registration core, docs/decisions/0001): the
 * member who registers it (only they, and staff, read it outside the registry) and its life cycle.
 */
export const registrationColumns = () => ({
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: registrationStatusValues }).notNull().default('draft'),
  rejectionReason: text('rejection_reason'),
  submittedAt: timestampTz('submitted_at'),
  /** Set when staff first register the item; a registered item's later changes wait in registration_changes. */
  registeredAt: timestampTz('registered_at'),
  /** The catalogue import that created the item, shown to staff beside it. */
  importId: uuid('import_id').references(() => catalogueImports.id, { onDelete: 'set null' }),
  ...timestamps,
});
