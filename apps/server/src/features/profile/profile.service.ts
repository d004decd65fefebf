import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { z } from 'zod';
import type { Isni, Profile, profilePatch, RegisterAs } from '@repertoire/contract';
import type { User } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { BadRequest, NotFound, Unauthorized } from '../../lib/errors';
import type { FieldError } from '../../lib/errors';
import { UPLOADS_PREFIX, uploadsDir } from '../../plugins/external/static';
import { syncMemberRightsHolder } from '../rights-holders/rights-holders.service';
import { sniffPictureType } from './profile-picture';
import { findAccount, findRightsHolderIsni, updateAccount } from './profile.repository';
import type { ProfileColumns } from './profile.repository';

type ProfilePatch = z.output<typeof profilePatch>;

/** Spec §6: the two account kinds keep different name fields; each refuses the other's. */
const fieldsOnlyFor: Record<RegisterAs, ReadonlyArray<keyof ProfilePatch>> = {
  individual: ['given_name', 'other_names', 'date_of_birth', 'nationality', 'roles'],
  corporate: ['corporation_name', 'registration_number', 'corporation_kind', 'contact_person'],
};

export function toProfile(user: User): Profile {
  return {
    id: user.id,
    register_as: user.registerAs,
    email: user.email,
    profile_pic_url: user.profilePicPath ? `${UPLOADS_PREFIX}${user.profilePicPath}` : null,
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
      ipi_name_number: user.ipiNameNumber,
    },
  };
}

async function accountOf(deps: Deps, userId: string): Promise<User> {
  const user = await findAccount(deps.db, userId);
  // The session outlived its account (deleted meanwhile).
  if (!user) throw new Unauthorized();
  return user;
}

export async function getProfile(deps: Deps, userId: string): Promise<Profile> {
  return toProfile(await accountOf(deps, userId));
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
  // The member's rights-holder record follows the profile in the same transaction (issue 3).
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateAccount(tx, userId, defined);
    if (row) await syncMemberRightsHolder(tx, row);
    return row;
  });
  if (!updated) throw new Unauthorized();
  return toProfile(updated);
}

export const NOT_AN_IMAGE = 'The picture must be a PNG, JPEG or WebP image';

/** Stores a new profile picture under an unguessable name and removes the previous one. */
export async function replaceProfilePicture(deps: Deps, userId: string, content: Buffer): Promise<Profile> {
  const type = sniffPictureType(content);
  if (!type) throw new BadRequest(NOT_AN_IMAGE, [{ path: 'file', message: NOT_AN_IMAGE }]);
  const user = await accountOf(deps, userId);
  const root = uploadsDir(deps.config);
  const relativePath = `profile-pictures/${randomBytes(18).toString('base64url')}.${type.extension}`;
  const file = join(root, relativePath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
  const updated = await updateAccount(deps.db, userId, { profilePicPath: relativePath });
  if (!updated) throw new Unauthorized();
  if (user.profilePicPath) await rm(join(root, user.profilePicPath), { force: true });
  return toProfile(updated);
}

export async function getOwnIsni(deps: Deps, userId: string): Promise<Isni> {
  const user = await accountOf(deps, userId);
  return { isni_number: user.isniNumber };
}

export async function getRightsHolderIsni(deps: Deps, rightsHolderId: string): Promise<Isni> {
  const row = await findRightsHolderIsni(deps.db, rightsHolderId);
  if (!row) throw new NotFound('No rights holder with this id');
  return { isni_number: row.isniNumber };
}
