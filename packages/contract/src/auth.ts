import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { corporationKind, individualRole, registerAs, userRole } from './enums';
import {
  countryCodeField,
  dateOfBirthField,
  emailField,
  optionalText,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  phoneField,
  requiredText,
} from './fields';
import { envelope } from './envelope';

export const passwordField = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  .refine((v) => !isCommonPassword(v), { message: 'This password is too common: choose another one' });

/** Sign-up, step by step (spec §2 routes /signup/individual → /role → /account, /signup/corporate → /account). */
export const individualDetails = z.object({
  given_name: requiredText('Given name'),
  other_names: optionalText('Other names').default(''),
  nationality: countryCodeField('Nationality'),
  date_of_birth: dateOfBirthField,
  phone: phoneField,
});
export type IndividualDetails = z.infer<typeof individualDetails>;

export const individualRoles = z.object({
  roles: z
    .array(individualRole, { message: 'Choose at least one role' })
    .min(1, { message: 'Choose at least one role' })
    .transform((roles) => [...new Set(roles)]),
});

export const corporateDetails = z.object({
  corporation_name: requiredText('Corporation name', 200),
  registration_number: requiredText('Registration number', 40),
  corporation_kind: corporationKind,
  country: countryCodeField('Country'),
  contact_person: requiredText('Contact person'),
  phone: phoneField,
});
export type CorporateDetails = z.infer<typeof corporateDetails>;

export const accountCredentials = z.object({
  email: emailField,
  password: passwordField,
});

export const individualSignup = z.object({
  register_as: z.literal('individual'),
  ...individualDetails.shape,
  ...individualRoles.shape,
  ...accountCredentials.shape,
});
export const corporateSignup = z.object({
  register_as: z.literal('corporate'),
  ...corporateDetails.shape,
  ...accountCredentials.shape,
});
export const signupRequest = z.discriminatedUnion('register_as', [individualSignup, corporateSignup], {
  error: 'Register as an individual or a corporation',
});
export type SignupRequest = z.input<typeof signupRequest>;

export const signupResponse = envelope(z.object({ email: z.string() }));

export const verifyEmailRequest = z.object({
  token: z.string().min(1, { message: 'Verification link is incomplete' }).max(200),
});
export const resendVerificationRequest = z.object({ email: emailField });

export const loginRequest = z.object({
  email: emailField,
  password: z.string().min(1, { message: 'Password is required' }).max(PASSWORD_MAX_LENGTH * 4),
  /** API clients ask for the token in the body to send it as a bearer; the browser keeps the HttpOnly cookie only. */
  bearer: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

/** Who is logged in: enough for the header and for routing. */
export const sessionUser = z.object({
  id: z.uuid(),
  email: z.string(),
  register_as: registerAs,
  role: userRole,
  display_name: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionInfo = z.object({
  user: sessionUser,
  /** Expiry of the session (spec §3 "exp"), ISO date-time. */
  exp: z.iso.datetime(),
  /** The opaque session token, for bearer clients; the browser relies on the HttpOnly cookie. */
  token: z.string().optional(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
export const sessionResponse = envelope(sessionInfo);

export const forgotPasswordRequest = z.object({ email: emailField });

export const resetPasswordRequest = z.object({
  userId: z.uuid({ message: 'This reset link is not valid' }),
  token: z.string().min(1, { message: 'This reset link is not valid' }).max(200),
  password: passwordField,
});

export const changePasswordRequest = z.object({
  current_password: z.string().min(1, { message: 'Current password is required' }).max(PASSWORD_MAX_LENGTH * 4),
  new_password: passwordField,
});
