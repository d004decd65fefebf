import { z } from 'zod';
import { envelope, pageMeta, paginationQuery } from './envelope';
import { supportRequestLinkedItem, supportTopic } from './support-requests';

/**
 * The staff inbox (docs/domain.md#staff): error reports from the web app's error page
 * (POST /frontend/errorlogs) and members' support requests (POST /support/requests), newest
 * first, each marked handled (or not handled again) by staff.
 */

/** The kinds as the inbox paths name them: /staff/inbox/{kind}/{id}. */
export const inboxKindValues = ['error-reports', 'support-requests'] as const;
export const inboxKind = z.enum(inboxKindValues, { message: 'Kind must be error-reports or support-requests' });
export type InboxKind = z.infer<typeof inboxKind>;
export const inboxKindLabels: Record<InboxKind, string> = { 'error-reports': 'Error report', 'support-requests': 'Support request' };

/** GET /staff/inbox: one kind or both; handled, not handled, or both. */
export const inboxQuery = paginationQuery.extend({
  kind: inboxKind.optional(),
  handled: z.stringbool({ error: 'Handled must be true or false' }).optional(),
});
export type InboxQuery = z.input<typeof inboxQuery>;

/** Who wrote it: the member (an error report may come from someone logged out: null). */
export const inboxMember = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type InboxMember = z.infer<typeof inboxMember>;

const inboxItemFields = {
  id: z.uuid(),
  member: inboxMember.nullable(),
  created_at: z.iso.datetime(),
  handled_at: z.iso.datetime().nullable(),
  /** The staff member who marked it handled. */
  handled_by: z.string().nullable(),
};

/** How many characters of an error report the list shows. */
export const INBOX_SUMMARY_LENGTH = 160;

export const inboxItem = z.object({
  kind: inboxKind,
  ...inboxItemFields,
  /** A support request's subject; the start of an error report's first line. */
  summary: z.string(),
});
export type InboxItem = z.infer<typeof inboxItem>;

/** How many items of each kind wait to be handled, whatever the filters. */
export const inboxUnhandledCounts = z.object({ 'error-reports': z.number().int().min(0), 'support-requests': z.number().int().min(0) });
export type InboxUnhandledCounts = z.infer<typeof inboxUnhandledCounts>;

export const inboxMeta = pageMeta.extend({ unhandled: inboxUnhandledCounts });
export type InboxMeta = z.infer<typeof inboxMeta>;
export const inboxList = z.object({ message: z.string(), data: z.object({ data: z.array(inboxItem), meta: inboxMeta }) });

export const inboxEntryParams = z.object({ kind: inboxKind, id: z.uuid({ message: 'Not a valid id' }) });

/** GET /staff/inbox/{kind}/{id}: the whole report or request. */
export const inboxEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('error-reports'),
    ...inboxItemFields,
    description: z.string(),
    url: z.string().nullable(),
    user_agent: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('support-requests'),
    ...inboxItemFields,
    topic: supportTopic,
    subject: z.string(),
    message: z.string(),
    /** The member's work or recording it is about, as it was titled when sent. */
    item: supportRequestLinkedItem.nullable(),
  }),
]);
export type InboxEntry = z.infer<typeof inboxEntry>;
export const inboxEntryResponse = envelope(inboxEntry);

/** POST /staff/inbox/{kind}/{id}/handled: mark it handled, or not handled again. */
export const inboxHandledRequest = z.object({ handled: z.boolean({ message: 'Handled must be true or false' }) }).strict();
export type InboxHandledRequest = z.infer<typeof inboxHandledRequest>;
