import type { RegisterAs } from '@repertoire/contract';

type NameFields = {
  registerAs: RegisterAs;
  givenName: string | null;
  otherNames: string | null;
  corporationName: string | null;
  email: string;
};

/** The columns `displayName` reads, of the users table a query selects from (or an alias of it). */
export function displayNameColumns<Table extends Record<keyof NameFields, unknown>>(table: Table): Pick<Table, keyof NameFields> {
  return { email: table.email, registerAs: table.registerAs, givenName: table.givenName, otherNames: table.otherNames, corporationName: table.corporationName };
}

/** The user menu's name (docs/architecture.md#header): the corporation name for corporate accounts, given name plus other names otherwise. */
export function displayName(user: NameFields): string {
  const name =
    user.registerAs === 'corporate'
      ? (user.corporationName ?? '')
      : [user.givenName, user.otherNames].filter((part) => part?.trim()).join(' ');
  return name.trim() || user.email;
}
