import { pagePaths } from '@repertoire/contract';
import type { Announcement, AnnouncementData, PageMeta, PaginationQuery } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { AnnouncementRow, User } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { displayName } from '../../lib/display-name';
import { BadRequest } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { enqueueComposedMailForEach } from '../../mail/outbox';
import { notify, notifyEveryMember } from '../notifications';
import { ANNOUNCEMENT_MAIL } from './announcement-mail';
import { findAnnouncementsPage, findMemberRecipient, insertAnnouncement, mailRecipientPayloads } from './staff-announcements.repository';

/**
 * Announcements: staff tell every member, or one, something in the header's Notifications, and by
 * mail when they ask for it. Everything is written in one transaction: the notifications and the
 * mail to every member are one INSERT … SELECT each, whatever the number of members.
 */

const MEMBER_NOT_FOUND = 'No member with this id';

/** Where an announcement leads in the web app (notifications link to the dashboard, docs/architecture.md#header). */
const ANNOUNCEMENT_LINK = pagePaths.app.dashboard.getHref();

function toAnnouncement(row: AnnouncementRow, member: User | null): Announcement {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    audience: row.audience,
    member: member ? { id: member.id, name: displayName(member) } : null,
    mail: row.isMailed,
    recipients: row.recipients,
    sent_by: row.sentByName,
    created_at: row.createdAt.toISOString(),
  };
}

export async function sendAnnouncement(db: Db, actor: Actor, data: AnnouncementData): Promise<Announcement> {
  return db.transaction(async (tx) => {
    const memberId = data.audience === 'member' ? (data.memberId ?? null) : null;
    const member = memberId ? await findMemberRecipient(tx, memberId) : undefined;
    if (memberId && !member) throw new BadRequest(MEMBER_NOT_FOUND, [{ path: 'memberId', message: MEMBER_NOT_FOUND }]);
    // The society speaks: the notification comes from it, not from the staff member who wrote it.
    const notice = { title: data.title, message: data.message, link: ANNOUNCEMENT_LINK };
    const recipients = member ? (await notify(tx, member.id, notice), 1) : await notifyEveryMember(tx, notice);
    const row = await insertAnnouncement(tx, {
      title: data.title,
      message: data.message,
      audience: data.audience,
      memberId,
      isMailed: data.mail,
      recipients,
      sentById: actor.id,
      sentByName: actor.name,
    });
    if (data.mail) await enqueueComposedMailForEach(tx, ANNOUNCEMENT_MAIL, mailRecipientPayloads(tx, row.id, memberId));
    return toAnnouncement(row, member ?? null);
  });
}

/** What staff sent, newest first. */
export async function listAnnouncements(db: Db, query: PaginationQuery): Promise<{ items: Announcement[]; meta: PageMeta }> {
  const page = pageOf(query);
  const { rows, total } = await findAnnouncementsPage(db, page);
  return { items: rows.map(({ announcement, member }) => toAnnouncement(announcement, member)), meta: page.meta(total) };
}
