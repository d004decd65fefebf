import { z } from 'zod';
import { corporationKind, individualRole, registerAs } from './enums';
import { envelope } from './envelope';
import { countryCodeField, optionalText, phoneField, requiredText, dateOfBirthField } from './fields';
import { ipiNameSchema } from './identifiers';
import { expectedVersion } from './registration';

/** The profile (docs/domain.md#members): register_as, email, profile_pic_url and the nested profile. */
export const profileDetails = z.object({
  given_name: z.string().nullable(),
  other_names: z.string().nullable(),
  corporation_name: z.string().nullable(),
  registration_number: z.string().nullable(),
  corporation_kind: corporationKind.nullable(),
  contact_person: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  nationality: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  roles: z.array(individualRole),
  ipi_name_number: z.string().nullable(),
});
export type ProfileDetails = z.infer<typeof profileDetails>;

export const profile = z.object({
  id: z.uuid(),
  register_as: registerAs,
  email: z.string(),
  profile_pic_url: z.string().nullable(),
  profile: profileDetails,
  /** The version of the profile's fields: an edit sends it back as `expected_updated_at`. */
  updated_at: z.iso.datetime(),
});
export type Profile = z.infer<typeof profile>;
export const profileResponse = envelope(profile);

/** PATCH /user/profile: any subset; fields that do not fit the account kind are refused by the server. */
export const profilePatch = z
  .object({
    given_name: requiredText('Given name'),
    other_names: optionalText('Other names'),
    corporation_name: requiredText('Corporation name', 200),
    registration_number: requiredText('Registration number', 40),
    corporation_kind: corporationKind,
    contact_person: requiredText('Contact person'),
    date_of_birth: dateOfBirthField,
    nationality: countryCodeField('Nationality'),
    country: countryCodeField('Country'),
    phone: phoneField,
    address: optionalText('Address', 500),
    roles: z.array(individualRole).min(1, { message: 'Choose at least one role' }),
    ipi_name_number: ipiNameSchema.nullable(),
  })
  .partial()
  .extend(expectedVersion.shape)
  .strict();
export type ProfilePatch = z.input<typeof profilePatch>;

/** An ISNI answer: a plain identifier value (docs/domain.md#identifiers). */
export const isni = z.object({ isni_number: z.string().nullable() });
export type Isni = z.infer<typeof isni>;
export const isniResponse = envelope(isni);
