import { z } from 'zod';
import { envelope, listEnvelope } from './envelope';
import { requiredText } from './fields';

/**
 * Announcements (docs/domain.md#staff): a notification from the society to every member or to
 * one, shown in the header's Notifications, and mailed too when staff ask for it.
 */

export const announcementAudienceValues = ['all', 'member'] as const;
export const announcementAudience = z.enum(announcementAudienceValues, { message: 'Audience must be all or member' });
export type AnnouncementAudience = z.infer<typeof announcementAudience>;
export const announcementAudienceLabels: Record<AnnouncementAudience, string> = { all: 'Every member', member: 'One member' };

export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 120;
export const ANNOUNCEMENT_MESSAGE_MAX_LENGTH = 2000;

/** POST /staff/announcements: `memberId` names the one member, and only then. */
export const announcementRequest = z
  .object({
    title: requiredText('Title', ANNOUNCEMENT_TITLE_MAX_LENGTH),
    message: requiredText('Message', ANNOUNCEMENT_MESSAGE_MAX_LENGTH),
    audience: announcementAudience,
    memberId: z.uuid({ message: 'Choose a member' }).nullish(),
    /** Also send it by mail, through the outbox. */
    mail: z.boolean({ message: 'Mail must be true or false' }).default(false),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.audience === 'member' && !body.memberId) ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'Choose the member to tell' });
    if (body.audience === 'all' && body.memberId) {
      ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'A member is named only for an announcement to one member' });
    }
  });
export type AnnouncementRequest = z.input<typeof announcementRequest>;
export type AnnouncementData = z.output<typeof announcementRequest>;

/** A sent announcement, as the staff console lists it. */
export const announcement = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  audience: announcementAudience,
  /** The one member it went to; null for every member (or once that account is gone). */
  member: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  mail: z.boolean(),
  /** How many members were notified. */
  recipients: z.number().int().min(0),
  sent_by: z.string(),
  created_at: z.iso.datetime(),
});
export type Announcement = z.infer<typeof announcement>;
export const announcementResponse = envelope(announcement);
export const announcementList = listEnvelope(announcement);
