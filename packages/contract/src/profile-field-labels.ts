// Apart from the dashboard's schemas (dashboard.ts, which exports these too), so that the
// dashboard names what is missing without loading zod.

/** The profile fields a member of each kind is asked to fill in; the dashboard names those still empty. */
export const profileFieldsToComplete = {
  individual: ['given_name', 'date_of_birth', 'nationality', 'phone', 'address', 'roles'],
  corporate: ['corporation_name', 'registration_number', 'corporation_kind', 'contact_person', 'country', 'phone', 'address'],
} as const;
export type ProfileFieldToComplete = (typeof profileFieldsToComplete)[keyof typeof profileFieldsToComplete][number];

export const profileFieldLabels: Record<ProfileFieldToComplete, string> = {
  given_name: 'Given name',
  date_of_birth: 'Date of birth',
  nationality: 'Nationality',
  phone: 'Phone',
  address: 'Address',
  roles: 'Roles',
  corporation_name: 'Corporation name',
  registration_number: 'Registration number',
  corporation_kind: 'Kind of corporation',
  contact_person: 'Contact person',
  country: 'Country',
};
