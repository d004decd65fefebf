import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Isni, Profile, profilePatch, RegisterAs } from '@repertoire/contract';
import type { Account } from '../../session/session.service';
import type { Deps } from '../../lib/deps';
import { BadRequest, NotFound, Unauthorized } from '../../lib/errors';
import { assertUnchangedSince } from '../../lib/version-check';
import type { FieldError } from '../../lib/errors';
import { uploadUrl } from '../../lib/uploads';
import { isStorageKey } from '../../storage/file-storage';
import { findRightsHolderById, syncMemberRightsHolder } from '../rights-holders';
import { MAX_PICTURE_SIDE_IN, reencodePicture } from './profile-picture';
import { findAccount, lockAccount, updateAccount } from './profile.repository';
import type { ProfileColumns } from './profile.repository';

type ProfilePatch = z.output<typeof profilePatch>;

/** The two account kinds (docs/domain.md#members) keep different name fields; each refuses the other's. */
const fieldsOnlyFor: Record<RegisterAs, ReadonlyArray<keyof ProfilePatch>> = {
  individual: ['given_name', 'other_names', 'date_of_birth', 'nationality', 'roles'],
  corporate: ['corporation_name', 'registration_number', 'corporation_kind', 'contact_person'],
};

export function toProfile(user: Account): Profile {
  return {
    id: user.id,
    register_as: user.registerAs,
    email: user.email,
    profile_pic_url: uploadUrl(user.profilePicPath),
    profile: {
      given_name: user.givenName,
      other_names: user.otherNames,
      corporation_name: user.corporationName,
      registration_number: user.registrationNumber,
      corporation_kind: user.corporationKind,
      contact_person: user.contactPerson,
      date_of_birth: user.dateOfBirth,
      nationality: user.nationality,
      country: user.country,
      phone: user.phone,
      address: user.address,
      roles: user.roles,
      // The account holds the member's IPI name number; their own rights-holder record is written from it
      // (syncMemberRightsHolder) whenever the member or staff change it, so both always show the same one.
      ipi_name_number: user.ipiNameNumber,
    },
    updated_at: user.profileUpdatedAt.toISOString(),
  };
}

async function accountOf(deps: Deps, userId: string): Promise<Account> {
  const user = await findAccount(deps.db, userId);
  // The session outlived its account (deleted meanwhile).
  if (!user) throw new Unauthorized();
  return user;
}

/** The member's own profile, from the account their session lookup already read (no second query). */
export function getProfile(account: Account): Profile {
  return toProfile(account);
}

export async function updateProfile(deps: Deps, userId: string, patch: ProfilePatch): Promise<Profile> {
  const user = await accountOf(deps, userId);
  const other: RegisterAs = user.registerAs === 'individual' ? 'corporate' : 'individual';
  const misplaced = fieldsOnlyFor[other].filter((field) => patch[field] !== undefined);
  if (misplaced.length > 0) {
    const errors: FieldError[] = misplaced.map((field) => ({ path: field, message: `Not part of a ${user.registerAs} account` }));
    throw new BadRequest(`These fields do not apply to a ${user.registerAs} account: ${misplaced.join(', ')}`, errors);
  }
  const values: ProfileColumns = {
    givenName: patch.given_name,
    otherNames: patch.other_names === undefined ? undefined : patch.other_names || null,
    corporationName: patch.corporation_name,
    registrationNumber: patch.registration_number,
    corporationKind: patch.corporation_kind,
    contactPerson: patch.contact_person,
    dateOfBirth: patch.date_of_birth,
    nationality: patch.nationality,
    country: patch.country,
    phone: patch.phone,
    address: patch.address === undefined ? undefined : patch.address || null,
    roles: patch.roles,
    ipiNameNumber: patch.ipi_name_number,
  };
  const defined = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as ProfileColumns;
  // The member's rights-holder record follows the profile in the same transaction (docs/domain.md#members).
  const updated = await deps.db.transaction(async (tx) => {
    const current = await lockAccount(tx, userId);
    if (!current) return null;
    assertUnchangedSince(current.profileUpdatedAt, patch.expected_updated_at, 'Your profile');
    if (Object.keys(defined).length === 0) return current;
    const row = await updateAccount(tx, userId, { ...defined, profileUpdatedAt: new Date() });
    if (row) await syncMemberRightsHolder(tx, row);
    return row;
  });
  if (!updated) throw new Unauthorized();
  return toProfile(updated);
}

export const NOT_AN_IMAGE = 'The picture must be a PNG, JPEG or WebP image';
export const TOO_MANY_PIXELS = `The picture is too large: at most ${MAX_PICTURE_SIDE_IN} × ${MAX_PICTURE_SIDE_IN} pixels`;

/** Stores a new profile picture, decoded and encoded anew, under an unguessable key, and removes the previous one. */
export async function replaceProfilePicture(deps: Deps, userId: string, content: Buffer): Promise<Profile> {
  const picture = await reencodePicture(content);
  if (picture === 'not-an-image') throw new BadRequest(NOT_AN_IMAGE, [{ path: 'file', message: NOT_AN_IMAGE }]);
  if (picture === 'too-many-pixels') throw new BadRequest(TOO_MANY_PIXELS, [{ path: 'file', message: TOO_MANY_PIXELS }]);
  const user = await accountOf(deps, userId);
  const key = `profile-pictures/${randomBytes(18).toString('base64url')}.${picture.type.extension}`;
  await deps.storage.put(key, picture.content, { contentType: picture.type.mime });
  const updated = await updateAccount(deps.db, userId, { profilePicPath: key });
  if (!updated) {
    await deps.storage.delete(key);
    throw new Unauthorized();
  }
  if (user.profilePicPath && isStorageKey(user.profilePicPath)) await deps.storage.delete(user.profilePicPath);
  return toProfile(updated);
}

export function getOwnIsni(account: Account): Isni {
  return { isni_number: account.isniNumber };
}

export async function getRightsHolderIsni(deps: Deps, rightsHolderId: string): Promise<Isni> {
  const row = await findRightsHolderById(deps.db, rightsHolderId);
  if (!row) throw new NotFound('No rights holder with this id');
  return { isni_number: row.isni };
}
