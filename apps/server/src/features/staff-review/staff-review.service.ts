import { compactIdentifier, type PageMeta, pagePaths, type RegistrationDecisionData, registrationKindOf, type RegistrationReview, reviewIdentifierLabels, type ReviewKind, reviewKindLabels, reviewKindOf, type ReviewQueueCounts, type ReviewQueueFilters, type ReviewQueueItem } from '@repertoire/contract';
import type { Db } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { BadRequest } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { enqueueMail } from '../../mail/outbox';
import { registrationDecisionMail } from '../../mail/templates';
import { countQueue, findMember, findQueuePage, type DecisionOutcome, type RegistrationReviewView, type RegistrationDecision } from '../../registration';
import { findImportOrigin } from '../catalogue-import';
import { musicalWorks, withAllocatedIswc } from '../musical-works';
import { notify } from '../notifications';
import { soundRecordings } from '../sound-recordings';

/**
 * The staff review desk (docs/domain.md#staff): the queue of every registrable kind in review, one
 * item's review page, and the decision. The registration core reads, decides and records; this
 * module puts the kinds side by side and tells the member what was decided.
 */

const queueSources = [musicalWorks.queueSource, soundRecordings.queueSource];

/** GET /staff/review-queue: oldest first, with how many of each kind match the search. */
export async function listReviewQueue(
  db: Db,
  query: ReviewQueueFilters,
): Promise<{ items: ReviewQueueItem[]; meta: PageMeta & { counts: ReviewQueueCounts } }> {
  const page = pageOf(query);
  const filter = {
    kind: query.kind ? registrationKindOf[query.kind] : undefined,
    q: query.q,
    identifier: query.q ? compactIdentifier(query.q) : undefined,
  };
  const rows = await findQueuePage(db, queueSources, filter, page);
  const counted = await countQueue(db, queueSources, filter);
  const counts = { 'musical-works': counted.musical_work, 'sound-recordings': counted.sound_recording };
  const total = query.kind ? counts[query.kind] : counts['musical-works'] + counts['sound-recordings'];
  const items = rows.map((row) => ({
    kind: reviewKindOf[row.kind],
    id: row.id,
    title: row.title,
    identifier: row.identifier,
    member: row.member,
    submitted_at: row.submittedAt.toISOString(),
    is_change: row.isChange,
  }));
  return { items, meta: { ...page.meta(total), counts } };
}

async function reviewContext<State, Details>(db: Db, kind: ReviewKind, view: RegistrationReviewView<State, Details>) {
  return {
    member: view.member,
    submitted_at: view.submittedAt.toISOString(),
    is_change: view.isChange,
    imported_from: await findImportOrigin(db, view.importId),
    changes: view.changes,
    identifier_check: {
      label: reviewIdentifierLabels[kind],
      value: view.identifier.value,
      is_valid: view.identifier.isValid,
      registered_elsewhere: view.identifier.registeredElsewhere,
    },
    duplicates: view.duplicates,
  };
}

/** GET /staff/registrations/{kind}/{id}. */
export async function getRegistrationReview(db: Db, actor: Actor, kind: ReviewKind, id: string): Promise<RegistrationReview> {
  if (kind === 'musical-works') {
    const view = await musicalWorks.review(db, actor, id);
    return { kind, item: view.details, ...(await reviewContext(db, kind, view)) };
  }
  const view = await soundRecordings.review(db, actor, id);
  return { kind, item: view.details, ...(await reviewContext(db, kind, view)) };
}

/** Where the member reads the item in the web app (config/paths.ts there). */
const itemPaths: Record<ReviewKind, (id: string) => string> = {
  'musical-works': (id) => pagePaths.app.musicalWorkDetails.getHref(id),
  'sound-recordings': (id) => pagePaths.app.soundRecordingDetails.getHref(id),
};

const nouns: Record<ReviewKind, string> = { 'musical-works': 'work', 'sound-recordings': 'recording' };

/**
 * Tells the member what staff decided, in the decision's transaction: a notification that leads
 * to the item, and a mail through the outbox (docs/decisions/0002).
 */
function tellMember(appUrl: string, actor: Actor, kind: ReviewKind) {
  return async (tx: Db, outcome: DecisionOutcome<{ id: string; ownerId: string }, { fields: { title: string } }>) => {
    const { row, state, decision, isChange } = outcome;
    const title = state.fields.title;
    const approved = decision.decision === 'registered';
    const reason = decision.decision === 'rejected' ? decision.reason.trim() : null;
    const link = itemPaths[kind](row.id);
    const what = isChange ? `Your change to “${title}”` : `“${title}”`;
    const [heading, result] = approved
      ? [isChange ? 'Change approved' : `${reviewKindLabels[kind]} registered`, isChange ? 'is now in the registry' : 'is now registered with the society']
      : [isChange ? 'Change not approved' : `${reviewKindLabels[kind]} not approved`, `was not approved: ${reason ?? ''}`];
    await notify(tx, row.ownerId, { title: heading, message: `${what} ${result}`, link, senderId: actor.id });
    const member = await findMember(tx, row.ownerId);
    await enqueueMail(tx, registrationDecisionMail(member.email, { noun: nouns[kind], title, approved, isChange, reason, link: `${appUrl}${link}` }));
  };
}

const ISWC_FOR_WORKS_ONLY = 'An ISWC is given to musical works only';

/** POST /staff/registrations/{kind}/{id}/decision: one transaction, recorded in the item's history, told to the member. */
export async function decideRegistration(
  deps: { db: Db; config: { appUrl: string } },
  actor: Actor,
  kind: ReviewKind,
  id: string,
  body: RegistrationDecisionData,
): Promise<RegistrationReview> {
  const decision: RegistrationDecision = body.decision === 'approve' ? { decision: 'registered' } : { decision: 'rejected', reason: body.reason ?? '' };
  const onDecided = tellMember(deps.config.appUrl, actor, kind);
  if (kind === 'musical-works') {
    await musicalWorks.decide(deps.db, actor, id, decision, { amend: body.iswc ? withAllocatedIswc(body.iswc) : undefined, onDecided });
  } else {
    if (body.iswc) throw new BadRequest(ISWC_FOR_WORKS_ONLY, [{ path: 'iswc', message: ISWC_FOR_WORKS_ONLY }]);
    await soundRecordings.decide(deps.db, actor, id, decision, { onDecided });
  }
  return getRegistrationReview(deps.db, actor, kind, id);
}
