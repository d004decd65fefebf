import { z } from 'zod';
import { registrationStatusValues } from './registration-labels';

export const registerAsValues = ['individual', 'corporate'] as const;
export const registerAs = z.enum(registerAsValues, { message: 'Choose individual or corporate' });
export type RegisterAs = z.infer<typeof registerAs>;

/** Creative roles an individual member declares at sign-up. */
export const individualRoleValues = [
  'songwriter',
  'composer',
  'lyricist',
  'performer',
  'producer',
  'arranger',
] as const;
export const individualRole = z.enum(individualRoleValues, { message: 'Choose a role' });
export type IndividualRole = z.infer<typeof individualRole>;
export const individualRoleLabels: Record<IndividualRole, string> = {
  songwriter: 'Songwriter',
  composer: 'Composer',
  lyricist: 'Lyricist',
  performer: 'Performer',
  producer: 'Producer',
  arranger: 'Arranger',
};

/** What kind of business a corporate member is. */
export const corporationKindValues = [
  'publisher',
  'record_label',
  'publisher_and_label',
  'administrator',
  'management',
] as const;
export const corporationKind = z.enum(corporationKindValues, { message: 'Choose a kind of business' });
export type CorporationKind = z.infer<typeof corporationKind>;
export const corporationKindLabels: Record<CorporationKind, string> = {
  publisher: 'Music publisher',
  record_label: 'Record label',
  publisher_and_label: 'Publisher and record label',
  administrator: 'Rights administrator',
  management: 'Artist management',
};

/** `person`: a login that acts for members (docs/domain.md#people-and-roles) without being one itself. */
export const userRoleValues = ['member', 'staff', 'person'] as const;
export const userRole = z.enum(userRoleValues);
export type UserRole = z.infer<typeof userRole>;

/** Life cycle of a registration (musical works and sound recordings); the values and their labels are in registration-labels.ts. */
export { registrationStatusValues };
export const registrationStatus = z.enum(registrationStatusValues, {
  message: `Status must be one of ${registrationStatusValues.join(', ')}`,
});
export type RegistrationStatus = z.infer<typeof registrationStatus>;
