import { pagePaths } from '@repertoire/contract';
import type { DisputeEventKind } from '@repertoire/contract';
import type { Db } from '../../db/database';
import { enqueueMail } from '../../mail/outbox';
import { disputeMail } from '../../mail/templates';
import { notify } from '../notifications';

/**
 * Telling people about a dispute (docs/decisions/0005 "Telling people"): each event notifies the
 * other parties in the header, live, and by mail through the outbox, in the event's transaction.
 */

/** Where a party reads the dispute in the web app (its fixed route, by the work's id: docs/architecture.md#routes-and-menus). */
export const disputePagePath = (workId: string): string => pagePaths.app.disputeDetails.getHref(workId);

/** Where staff decide it. */
export const staffDisputePath = (disputeId: string): string => pagePaths.staff.disputeDetails.getHref(disputeId);

export type Recipient = { userId: string; email: string };

export type Notice = { title: string; message: string };

/** What each event tells the other parties: `actor` did it (null: the society's clock), on the work titled `work`. */
export function noticeOf(kind: DisputeEventKind, actor: string | null, work: string): Notice {
  const who = actor ?? 'The society';
  const notices: Record<DisputeEventKind, Notice> = {
    opened: { title: 'Dispute opened', message: `${who} opened a dispute over “${work}”` },
    joined: { title: 'New party in a dispute', message: `${who} joined the dispute over “${work}” with a claim of their own` },
    message: { title: 'New message in a dispute', message: `${who} wrote in the dispute over “${work}”` },
    evidence: { title: 'New evidence in a dispute', message: `${who} added evidence to the dispute over “${work}”` },
    revision: { title: 'Claim revised', message: `${who} revised their claim in the dispute over “${work}”` },
    accepted: { title: 'Proposal accepted', message: `${who} accepted a proposal in the dispute over “${work}”` },
    under_review: { title: 'Dispute under review', message: `The society is reviewing the dispute over “${work}”` },
    resolved: { title: 'Dispute resolved', message: `The dispute over “${work}” is resolved: the work’s shares are now its final ones` },
    withdrawn: { title: 'Dispute withdrawn', message: `${who} withdrew the dispute over “${work}”` },
    rejected: { title: 'Dispute rejected', message: `The society rejected the dispute over “${work}”: the work’s shares stay as they are` },
    deadline_soon: { title: 'Evidence due in 7 days', message: `Evidence for the dispute over “${work}” is due in 7 days` },
    deadline_passed: { title: 'A dispute is ready to decide', message: `The evidence deadline of the dispute over “${work}” has passed` },
  };
  return notices[kind];
}

/** Tells each recipient in the caller's transaction: a notification that leads to `link`, and a mail through the outbox. */
export async function tell(
  tx: Db,
  recipients: readonly Recipient[],
  notice: Notice,
  options: { appUrl: string; link: string; senderId: string | null },
): Promise<void> {
  for (const recipient of recipients) {
    await notify(tx, recipient.userId, { ...notice, link: options.link, senderId: options.senderId });
    await enqueueMail(tx, disputeMail(recipient.email, { ...notice, link: `${options.appUrl}${options.link}` }));
  }
}
