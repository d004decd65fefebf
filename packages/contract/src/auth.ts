import { z } from 'zod';
import { isUncommonPassword } from './common-passwords';
import { corporationKind, individualRole, registerAs, userRole } from './enums';
import { staffRole } from './staff-roles';
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
import { membership, sessionPerson } from './member-roles';

export const passwordField = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  .refine(isUncommonPassword, { message: 'This password is too common: choose another one' });

/** Sign-up, step by step (routes /signup/individual → /role → /account, /signup/corporate → /account). */
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
  /** A staff account's roles (docs/domain.md#staff-roles): the console shows the sections they cover. Empty for members. */
  staff_roles: z.array(staffRole),
  display_name: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionInfo = z.object({
  /** The account acted for: the member (whose name the header shows), or the staff user. */
  user: sessionUser,
  /** The person logged in and their role at the member acted for; null for staff. */
  person: sessionPerson.nullable(),
  /** Every member the person may act for (switching, from the user menu); empty for staff. */
  memberships: z.array(membership),
  /** Expiry of the session ("exp"), ISO date-time. */
  exp: z.iso.datetime(),
  /** The opaque session token, for bearer clients; the browser relies on the HttpOnly cookie. */
  token: z.string().optional(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;
export const sessionResponse = envelope(sessionInfo);

// ---- Two-step sign-in: RFC 6238 codes from an authenticator app, and recovery codes ----

/** Staff must have it; a member may turn it on. */
export const secondFactorStepValues = ['required', 'setup_required'] as const;

/**
 * What `POST /auth/login` answers when the password was right but the account asks for a second step:
 * no session yet, only a short-lived challenge that `POST /auth/login/second-factor` (with a code)
 * or, for `setup_required`, `POST /auth/second-factor/setup` and `/confirm` turn into a session.
 */
export const pendingLogin = z.object({
  second_factor: z.enum(secondFactorStepValues),
  challenge: z.string(),
  /** When the challenge ends: the member logs in again after it. */
  expires_at: z.iso.datetime(),
});
export type PendingLogin = z.infer<typeof pendingLogin>;

/** A session straight away (accounts without a second step, as before), or a pending login. */
export const loginResult = z.union([sessionInfo, pendingLogin]);
export type LoginResult = z.infer<typeof loginResult>;
export const loginResponse = envelope(loginResult);

/** How many single-use recovery codes an account gets when it turns two-step sign-in on (or asks for new ones). */
export const RECOVERY_CODE_COUNT = 10;

const AUTHENTICATOR_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';

/** A code from the authenticator app; spaces are allowed, as apps show "123 456". */
export const authenticatorCodeField = z
  .string({ message: AUTHENTICATOR_CODE_MESSAGE })
  .max(20, { message: AUTHENTICATOR_CODE_MESSAGE })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: AUTHENTICATOR_CODE_MESSAGE }));

const SECOND_FACTOR_CODE_MESSAGE = 'Enter the code from your authenticator app or one of your recovery codes';

/** A code from the authenticator app, or a recovery code (`xxxxx-xxxxx`). */
export const secondFactorCodeField = z
  .string({ message: SECOND_FACTOR_CODE_MESSAGE })
  .trim()
  .min(1, { message: SECOND_FACTOR_CODE_MESSAGE })
  .max(40, { message: SECOND_FACTOR_CODE_MESSAGE });

const challengeField = z
  .string({ message: 'This login has expired: please log in again' })
  .min(1, { message: 'This login has expired: please log in again' })
  .max(200, { message: 'This login has expired: please log in again' });

export const secondFactorLoginRequest = z.object({
  challenge: challengeField,
  code: secondFactorCodeField,
  bearer: z.boolean().optional(),
});
export type SecondFactorLoginRequest = z.input<typeof secondFactorLoginRequest>;

/** Set-up: with the challenge of a login that must set it up (staff), or logged in (a member, from the profile). */
export const secondFactorSetupRequest = z.object({ challenge: challengeField.optional() });
export type SecondFactorSetupRequest = z.input<typeof secondFactorSetupRequest>;

export const secondFactorSetup = z.object({
  /** The shared secret (base32), for typing into an app that cannot scan. */
  secret: z.string(),
  /** `otpauth://totp/…`: what the QR code holds. */
  otpauth_uri: z.string(),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetup>;
export const secondFactorSetupResponse = envelope(secondFactorSetup);

/** The first code proves the app holds the secret and turns two-step sign-in on. */
export const secondFactorConfirmRequest = z.object({
  challenge: challengeField.optional(),
  code: authenticatorCodeField,
  bearer: z.boolean().optional(),
});
export type SecondFactorConfirmRequest = z.input<typeof secondFactorConfirmRequest>;

export const recoveryCodes = z.object({
  /** Shown this once: the server keeps only their hashes. */
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodes>;
export const recoveryCodesResponse = envelope(recoveryCodes);

export const secondFactorEnabled = recoveryCodes.extend({
  /** The session the confirmation started, when it finished a login (a challenge was sent). */
  session: sessionInfo.optional(),
});
export type SecondFactorEnabled = z.infer<typeof secondFactorEnabled>;
export const secondFactorConfirmResponse = envelope(secondFactorEnabled);

export const secondFactorStatus = z.object({
  enabled: z.boolean(),
  enabled_at: z.iso.datetime().nullable(),
  /** Unused recovery codes. */
  recovery_codes_left: z.number().int().min(0),
  /** Staff accounts cannot turn it off. */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatus>;
export const secondFactorStatusResponse = envelope(secondFactorStatus);

/** Turning it off takes the password and a code (or a recovery code). */
export const secondFactorDisableRequest = z.object({
  password: z.string({ message: 'Password is required' }).min(1, { message: 'Password is required' }).max(PASSWORD_MAX_LENGTH * 4),
  code: secondFactorCodeField,
});
export type SecondFactorDisableRequest = z.input<typeof secondFactorDisableRequest>;

/** New recovery codes (the old ones stop working) take a code from the app. */
export const recoveryCodesRequest = z.object({ code: authenticatorCodeField });
export type RecoveryCodesRequest = z.input<typeof recoveryCodesRequest>;

export const forgotPasswordRequest = z.object({ email: emailField });

export const resetPasswordRequest = z.object({
  userId: z.uuid({ message: 'This reset link is not valid' }),
  token: z.string().min(1, { message: 'This reset link is not valid' }).max(200),
  password: passwordField,
});

/**
 * POST /auth/password/reset/status: what a mailed reset link is worth before a new password is typed.
 * The token travels in the body, never in a URL a log would keep.
 */
export const passwordResetLinkRequest = resetPasswordRequest.pick({ userId: true, token: true });
export type PasswordResetLinkRequest = z.input<typeof passwordResetLinkRequest>;

export const passwordResetLinkStatusValues = ['valid', 'used', 'expired', 'unknown'] as const;
export type PasswordResetLinkStatus = (typeof passwordResetLinkStatusValues)[number];

export const passwordResetLinkCheck = z.object({
  status: z.enum(passwordResetLinkStatusValues),
  /** Until when a valid link works; null for the others. */
  expires_at: z.iso.datetime().nullable(),
});
export type PasswordResetLinkCheck = z.infer<typeof passwordResetLinkCheck>;
export const passwordResetLinkCheckResponse = envelope(passwordResetLinkCheck);

/** Why a link cannot be used, as the reset page says it (a newer link retires the earlier ones, which then read as used). */
export const passwordResetLinkProblems: Record<Exclude<PasswordResetLinkStatus, 'valid'>, string> = {
  used: 'This reset link has been used already, or a newer one was sent since: ask for a new link if you still need to set a password',
  expired: 'This reset link has expired: reset links work for one hour',
  unknown: 'This reset link is not valid: open the whole link from the e-mail, or ask for a new one',
};

export const changePasswordRequest = z.object({
  current_password: z.string().min(1, { message: 'Current password is required' }).max(PASSWORD_MAX_LENGTH * 4),
  new_password: passwordField,
});
