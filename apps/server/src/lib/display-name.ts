import type { RegisterAs } from '@repertoire/contract';

type NameFields = {
  registerAs: RegisterAs;
  givenName: string | null;
  otherNames: string | null;
  corporationName: string | null;
  email: string;
};

/** The user menu's name (docs/architecture.md#header): the corporation name for corporate accounts, given name plus other names otherwise. */
export function displayName(user: NameFields): string {
  const name =
    user.registerAs === 'corporate'
      ? (user.corporationName ?? '')
      : [user.givenName, user.otherNames].filter((part) => part?.trim()).join(' ');
  return name.trim() || user.email;
}
