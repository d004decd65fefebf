import { timestamp } from 'drizzle-orm/pg-core';

/** Every table records when a row was created and last changed (t3 habit). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
