import { z } from 'zod';
import type { Config } from '../../config';
import type { MailComposers } from '../../mail/outbox';
import { announcementMail } from '../../mail/templates';
import { findAnnouncementMail } from './staff-announcements.repository';

/** The outbox kind of an announcement's mail: one row per recipient, written at send time. */
export const ANNOUNCEMENT_MAIL = 'announcement';

export const announcementMailPayload = z.object({ announcementId: z.uuid(), userId: z.uuid() });

/**
 * The composer of announcement mail: each row names the announcement and the recipient, so a mail
 * to every member costs the outbox two ids per member, and an account deleted meanwhile gets none.
 */
export function announcementMailComposers(config: Config): MailComposers {
  return {
    [ANNOUNCEMENT_MAIL]: async (db, payload) => {
      const { announcementId, userId } = announcementMailPayload.parse(payload);
      const found = await findAnnouncementMail(db, announcementId, userId);
      return found ? announcementMail(config.appUrl, found.email, found.title, found.message) : null;
    },
  };
}
