import { z } from 'zod';
import { confirmationPasswordField } from './bank-details';
import { emailField } from './fields';

/**
 * A member's (or staff member's) new e-mail address: asked for with the password, confirmed by the
 * link mailed to the new address; the old one is told (docs/api.md "Accounts and sessions").
 */

/** POST /user/email-change. */
export const emailChangeRequest = z
  .object({
    email: z.string({ message: 'Email address is required' }).pipe(emailField),
    password: confirmationPasswordField,
  })
  .strict();
export type EmailChangeRequest = z.input<typeof emailChangeRequest>;

/** POST /user/email-change/confirm: the token of the mailed link. */
export const emailChangeConfirmRequest = z
  .object({ token: z.string({ message: 'This link is not valid' }).min(1, { message: 'This link is not valid' }).max(200, { message: 'This link is not valid' }) })
  .strict();
export type EmailChangeConfirmRequest = z.input<typeof emailChangeConfirmRequest>;

/** How long the link to the new address works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;
