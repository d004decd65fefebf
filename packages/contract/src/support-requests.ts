import { z } from 'zod';
import { envelope } from './envelope';
import { requiredText } from './fields';

/** Help (spec "dashboard/help"): a member writes to the society; staff read it in their inbox. */

export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/** POST /support/requests. */
export const supportRequestCreate = z
  .object({
    subject: requiredText('Subject', SUPPORT_SUBJECT_MAX_LENGTH),
    message: requiredText('Message', SUPPORT_MESSAGE_MAX_LENGTH),
  })
  .strict();
export type SupportRequestCreate = z.input<typeof supportRequestCreate>;

export const supportRequest = z.object({
  id: z.uuid(),
  subject: z.string(),
  message: z.string(),
  created_at: z.iso.datetime(),
});
export type SupportRequest = z.infer<typeof supportRequest>;
export const supportRequestResponse = envelope(supportRequest);
