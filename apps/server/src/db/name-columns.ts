import type { PgColumn } from 'drizzle-orm/pg-core';

type NamedTable = { id: PgColumn; email: PgColumn; registerAs: PgColumn; givenName: PgColumn; otherNames: PgColumn; corporationName: PgColumn };

/** What names an account (lib/display-name.ts) and where it is reached, from `users` or an alias of it. */
export const nameColumnsOf = <T extends NamedTable>(table: T): Pick<T, keyof NamedTable> => ({
  id: table.id,
  email: table.email,
  registerAs: table.registerAs,
  givenName: table.givenName,
  otherNames: table.otherNames,
  corporationName: table.corporationName,
});
