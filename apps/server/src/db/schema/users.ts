import { corporationKindValues, individualRoleValues, registerAsValues, staffRoleValues, userRoleValues } from '@repertoire/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns';

/** A member's (or staff user's) account and profile (docs/domain.md#members). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; the unique index on lower(email) also guards rows written by hand. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoleValues }).notNull().default('member'),
    registerAs: text('register_as', { enum: registerAsValues }).notNull(),
    emailVerifiedAt: timestampTz('email_verified_at'),
    givenName: text('given_name'),
    otherNames: text('other_names'),
    corporationName: text('corporation_name'),
    registrationNumber: text('registration_number'),
    corporationKind: text('corporation_kind', { enum: corporationKindValues }),
    contactPerson: text('contact_person'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    nationality: text('nationality'),
    country: text('country'),
    phone: text('phone'),
    address: text('address'),
    roles: text('roles', { enum: individualRoleValues }).array().notNull().default(sql`'{}'::text[]`),
    ipiNameNumber: text('ipi_name_number'),
    isniNumber: text('isni_number'),
    /** Its key in the file storage (src/storage), e.g. profile-pictures/3f…9a.png. */
    profilePicPath: text('profile_pic_path'),
    /** A member's setting: everyone acting for it must have two-step sign-in (docs/domain.md#people-and-roles). */
    peopleNeedSecondFactor: boolean('people_need_second_factor').notNull().default(false),
    /**
     * The version of the profile's own fields (names, contact, roles, IPI), which an edit made from
     * an older one is refused against (docs/decisions/0012). Password, email, picture or ISNI
     * changes move updated_at but not this, so they never make a profile form's save conflict.
     */
    profileUpdatedAt: timestampTz('profile_updated_at').notNull().defaultNow(),
    /** A staff account's roles (docs/domain.md#staff-roles): at least one for staff, none for members. */
    staffRoles: text('staff_roles', { enum: staffRoleValues }).array().notNull().default(sql`'{}'::text[]`),
    /** When the account last signed in (a session started), as the staff accounts page shows it. */
    lastSignedInAt: timestampTz('last_signed_in_at'),
    /**
     * When an administrator removed this staff account: its sessions ended then, and it can neither log
     * in nor ask for a password reset. The row stays, as the history, decisions and messages it wrote name it.
     */
    deactivatedAt: timestampTz('deactivated_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_staff_roles_staff_only', sql`(${t.role} = 'staff') = (cardinality(${t.staffRoles}) > 0)`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
