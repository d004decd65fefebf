import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Every table records when a row was created and last changed (t3 habit). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** PGlite hands a bytea over as a Uint8Array, node-postgres as a Buffer: either way a Buffer over the same bytes, not copied. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});
