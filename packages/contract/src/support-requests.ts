import { z } from 'zod';
import { envelope } from './envelope';
import { optionalText, requiredText } from './fields';
import { registrationKindValues } from './registration';

/** Help (spec "dashboard/help"): a member writes to the society; staff read it in their inbox. */

export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/** What a request is about: the Help form's topics, which staff see in the inbox. */
export const supportTopicValues = ['registration', 'shares', 'identifiers', 'payments', 'account', 'other'] as const;
export type SupportTopic = (typeof supportTopicValues)[number];
export const supportTopicLabels: Record<SupportTopic, string> = {
  registration: 'Registering works and recordings',
  shares: 'Shares',
  identifiers: 'Identifiers (ISWC, ISRC, ISNI, IPI)',
  payments: 'Payments and bank details',
  account: 'Account and sign-in',
  other: 'Something else',
};
export const supportTopic = z.enum(supportTopicValues, { message: 'Choose a topic' });

/** The member's own work or recording a request is about. */
export const supportRequestItem = z
  .object({
    kind: z.enum(registrationKindValues, { message: 'Item kind must be musical_work or sound_recording' }),
    id: z.uuid({ message: 'Item id is not a valid id' }),
  })
  .strict();
export type SupportRequestItem = z.infer<typeof supportRequestItem>;

/** POST /support/requests. Without a subject, the topic's label stands for one. */
export const supportRequestCreate = z
  .object({
    topic: supportTopic,
    subject: optionalText('Subject', SUPPORT_SUBJECT_MAX_LENGTH).optional(),
    message: requiredText('Message', SUPPORT_MESSAGE_MAX_LENGTH),
    item: supportRequestItem.nullish(),
  })
  .strict();
export type SupportRequestCreate = z.input<typeof supportRequestCreate>;

/** The linked item as sent: its title then. */
export const supportRequestLinkedItem = z.object({ kind: z.enum(registrationKindValues), id: z.uuid(), title: z.string() });
export type SupportRequestLinkedItem = z.infer<typeof supportRequestLinkedItem>;

export const supportRequest = z.object({
  id: z.uuid(),
  topic: supportTopic,
  subject: z.string(),
  message: z.string(),
  item: supportRequestLinkedItem.nullable(),
  created_at: z.iso.datetime(),
});
export type SupportRequest = z.infer<typeof supportRequest>;
export const supportRequestResponse = envelope(supportRequest);
