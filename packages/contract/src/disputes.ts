import { z } from 'zod';
import { envelope, listEnvelope, pageMeta, paginationQuery } from './envelope';
import { plainText } from './fields';
import { musicalWorkReference, searchText } from './registration';
import { rightsHolderSummary } from './rights-holders';
import { FULL_SHARE_BP, formatPercent, isValidShare, percentToBasisPoints, shareField } from './shares';
import { shareRightLabels, shareTotals, shareTotalsExceeded, workShare, workShareLine, WORK_SHARES_MAX, workShareTotals, type ShareRight, type WorkShareAmounts } from './musical-works';
import { workRole } from './work-roles';

/**
 * Claims on musical works and the disputes they open (docs/domain.md#claims, docs/domain.md#disputes, docs/decisions/0005).
 *
 * A member claims a share in a work someone else registered. A claim that keeps every right at
 * or under 100% (counting the registered shares and the claims still waiting) waits for the
 * registrant to confirm it, or for its confirmation period to end, and then joins the work's
 * shares. A claim that pushes a right over 100% is an overclaim: it opens a dispute at once
 * among the claimant, the registrant and every member holding a share.
 *
 * In a dispute each party stands behind a split of the whole work (their "position"). The
 * dispute resolves itself when every party stands behind the same split and that split keeps
 * every right at or under 100%; otherwise staff set the final shares. Anchors: The MLC's
 * overclaims (90 days), PRS counterclaims (60 days), SoundExchange's automatic release.
 */

// Claims -----------------------------------------------------------------------------------------

export const claimStatusValues = ['pending', 'accepted', 'in_dispute', 'withdrawn'] as const;
export const claimStatus = z.enum(claimStatusValues);
export type ClaimStatus = z.infer<typeof claimStatus>;
export const claimStatusLabels: Record<ClaimStatus, string> = {
  pending: 'Waiting for confirmation',
  accepted: 'Accepted',
  in_dispute: 'In dispute',
  withdrawn: 'Withdrawn',
};

/** POST /musical-works/{id}/claims: the member's own rights-holder record claims a role and shares. */
export const workClaimCreate = z
  .object({
    role: workRole,
    performance_share: shareField('Performance share'),
    mechanical_share: shareField('Mechanical share'),
  })
  .strict()
  .refine((claim) => claim.performance_share > 0 || claim.mechanical_share > 0, {
    message: 'Claim a share of at least one right',
    path: ['performance_share'],
  });
export type WorkClaimCreate = z.input<typeof workClaimCreate>;

export const workClaim = z.object({
  id: z.uuid(),
  work: musicalWorkReference,
  claimant: z.object({ id: z.uuid(), name: z.string() }),
  rights_holder: rightsHolderSummary,
  role: workRole,
  performance_share: z.number(),
  mechanical_share: z.number(),
  status: claimStatus,
  /** A pending claim joins the work's shares at this time unless the registrant confirms it sooner. */
  confirm_by: z.iso.datetime().nullable(),
  /** The dispute the claim opened or joined (an overclaim). */
  dispute_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
});
export type WorkClaim = z.infer<typeof workClaim>;
/** POST /musical-works/{id}/claims answers 201 with the claim; an overclaim's claim carries its dispute_id. */
export const workClaimResponse = envelope(workClaim);
/** GET /musical-works/{id}/claims: the registrant sees every claim on the work, a claimant their own; newest first. */
export const workClaimList = envelope(z.array(workClaim));

/** GET /claims: the claims the member made, newest first, by status. */
export const claimListQuery = paginationQuery.extend({
  status: z.enum(claimStatusValues, { message: 'Status must be pending, accepted, in_dispute or withdrawn' }).optional(),
});
export type ClaimListQuery = z.input<typeof claimListQuery>;
export const claimList = listEnvelope(workClaim);

// Disputes ---------------------------------------------------------------------------------------

export const disputeReasonValues = ['share_split', 'missing_writer', 'wrong_writer', 'ownership', 'duplicate_work', 'other', 'overclaim'] as const;
export const disputeReason = z.enum(disputeReasonValues, { message: 'Choose a reason' });
export type DisputeReason = z.infer<typeof disputeReason>;
export const disputeReasonLabels: Record<DisputeReason, string> = {
  share_split: 'Share split',
  missing_writer: 'Missing writer',
  wrong_writer: 'Wrong writer',
  ownership: 'Ownership',
  duplicate_work: 'Duplicate work',
  other: 'Other',
  overclaim: 'Overclaim',
};
/** A member raising a dispute chooses one of these; `overclaim` is only ever opened by a claim. */
export const raisableDisputeReasonValues = ['share_split', 'missing_writer', 'wrong_writer', 'ownership', 'duplicate_work', 'other'] as const;
export const raisableDisputeReason = z.enum(raisableDisputeReasonValues, { message: 'Choose a reason' });

export const disputeStateValues = ['open', 'under_review', 'resolved', 'withdrawn', 'rejected'] as const;
export const disputeState = z.enum(disputeStateValues, { message: 'State must be open, under_review, resolved, withdrawn or rejected' });
export type DisputeState = z.infer<typeof disputeState>;
export const disputeStateLabels: Record<DisputeState, string> = {
  open: 'Open',
  under_review: 'Under review',
  resolved: 'Resolved',
  withdrawn: 'Withdrawn',
  rejected: 'Rejected',
};
/** A work is "In dispute" while one of its disputes is in one of these states. */
export const activeDisputeStates: readonly DisputeState[] = ['open', 'under_review'];
export function isDisputeActive(state: DisputeState): boolean {
  return activeDisputeStates.includes(state);
}

/** Days the parties have to bring evidence; DISPUTE_EVIDENCE_DAYS on the server changes it. */
export const DEFAULT_EVIDENCE_DAYS = 60;
/** Days a registrant has to confirm a claim before it joins the work's shares by itself. */
export const DEFAULT_CLAIM_CONFIRMATION_DAYS = 30;
/** Parties are reminded this many days before the evidence deadline. */
export const DEADLINE_REMINDER_DAYS = 7;

export const DISPUTE_DESCRIPTION_MAX_LENGTH = 5000;
export const DISPUTE_MESSAGE_MAX_LENGTH = 5000;
export const DECISION_REASON_MAX_LENGTH = 2000;

/** Evidence: what a member may upload (checked by content, not by name), and how much. */
export const evidenceContentTypeValues = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type EvidenceContentType = (typeof evidenceContentTypeValues)[number];
export const EVIDENCE_MAX_BYTES = 10 * 1024 * 1024;
export const EVIDENCE_MAX_FILES = 20;
export const EVIDENCE_FILE_NAME_MAX_LENGTH = 200;
export const EVIDENCE_TYPES_TEXT = 'PDF, PNG or JPEG';

/**
 * A split of the whole work as a party proposes it: every line valid, each rights holder once per
 * role, and every right adding up to exactly 100% (a split the society could register).
 */
export const proposedSplit = z
  // A split says who holds what; whether a registrant controls a line is the registration's, not the dispute's.
  .array(workShareLine.omit({ controlled: true }))
  .min(1, { message: 'Give the split you believe is right' })
  .max(WORK_SHARES_MAX, { message: `A split can have at most ${WORK_SHARES_MAX} lines` })
  .superRefine((lines, ctx) => {
    const seen = new Set<string>();
    lines.forEach((line, index) => {
      const key = `${line.rights_holder_id}:${line.role}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'rights_holder_id'], message: 'This rights holder already has this role in the split' });
      seen.add(key);
    });
    if (!lines.every((l) => isValidShare(l.performance_share) && isValidShare(l.mechanical_share))) return;
    for (const message of splitTotalProblems(lines)) ctx.addIssue({ code: 'custom', message });
  });
export type ProposedSplit = z.input<typeof proposedSplit>;

const rights: readonly ShareRight[] = ['performance', 'mechanical'];

/** Each right of a proposed or final split must add up to exactly 100%. */
export function splitTotalProblems(lines: readonly WorkShareAmounts[]): string[] {
  const totals = workShareTotals(lines);
  return rights
    .filter((right) => percentToBasisPoints(totals[right]) !== FULL_SHARE_BP)
    .map((right) => `${shareRightLabels[right]} shares add up to ${formatPercent(totals[right])}: they must add up to exactly 100%`);
}

/** True when every right of the split is at or under 100%. */
export function isWithinFullShare(lines: readonly WorkShareAmounts[]): boolean {
  return shareTotalsExceeded(lines).length === 0;
}

/** POST /musical-works/{id}/disputes (multipart is not used: evidence follows through POST /disputes/{id}/evidence). */
export const disputeCreate = z
  .object({
    reason: raisableDisputeReason,
    description: plainText('Description')
      .trim()
      .min(1, { message: 'Describe what is wrong' })
      .max(DISPUTE_DESCRIPTION_MAX_LENGTH, { message: `Description must be at most ${DISPUTE_DESCRIPTION_MAX_LENGTH} characters` }),
    shares: proposedSplit,
  })
  .strict();
export type DisputeCreate = z.input<typeof disputeCreate>;

/** POST /disputes/{id}/messages */
export const disputeMessageCreate = z
  .object({
    body: plainText('Message')
      .trim()
      .min(1, { message: 'Write a message' })
      .max(DISPUTE_MESSAGE_MAX_LENGTH, { message: `Message must be at most ${DISPUTE_MESSAGE_MAX_LENGTH} characters` }),
  })
  .strict();
export type DisputeMessageCreate = z.input<typeof disputeMessageCreate>;

/** POST /disputes/{id}/claims: the party's revised position, a whole split (each right exactly 100%). */
export const disputeClaimRevision = z.object({ shares: proposedSplit }).strict();
export type DisputeClaimRevision = z.input<typeof disputeClaimRevision>;

/** POST /disputes/{id}/accept: the party takes another party's position as their own. */
export const disputeAcceptProposal = z.object({ party_id: z.uuid({ message: 'Choose whose proposal to accept' }) }).strict();
export type DisputeAcceptProposal = z.input<typeof disputeAcceptProposal>;

/** POST /disputes/{id}/withdraw: only the member who raised it. */
export const disputeWithdraw = z
  .object({ reason: plainText('Reason').trim().max(DECISION_REASON_MAX_LENGTH, { message: `Reason must be at most ${DECISION_REASON_MAX_LENGTH} characters` }).optional() })
  .strict();

export const disputeParams = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
export const disputeEvidenceParams = z.object({ id: z.uuid({ message: 'Not a valid id' }), evidenceId: z.uuid({ message: 'Not a valid id' }) });

// Answers ----------------------------------------------------------------------------------------

export const disputePartyRoleValues = ['raiser', 'claimant', 'registrant', 'holder'] as const;
export const disputePartyRole = z.enum(disputePartyRoleValues);
export type DisputePartyRole = z.infer<typeof disputePartyRole>;
export const disputePartyRoleLabels: Record<DisputePartyRole, string> = {
  raiser: 'Raised the dispute',
  claimant: 'Claimant',
  registrant: 'Registrant',
  holder: 'Holds a share',
};

export const disputeParty = z.object({
  /** The party's id within the dispute (what POST /disputes/{id}/accept names). */
  id: z.uuid(),
  name: z.string(),
  role: disputePartyRole,
  is_you: z.boolean(),
  /** The split this party stands behind, and its totals; `over_limit` when a right is above 100%. */
  shares: z.array(workShare),
  totals: shareTotals,
  over_limit: z.boolean(),
  /** When the party last changed their position. */
  updated_at: z.iso.datetime(),
});
export type DisputeParty = z.infer<typeof disputeParty>;

export const disputeEventKindValues = [
  'opened',
  'joined',
  'message',
  'evidence',
  'revision',
  'accepted',
  'under_review',
  'resolved',
  'withdrawn',
  'rejected',
  'deadline_soon',
  'deadline_passed',
] as const;
export const disputeEventKind = z.enum(disputeEventKindValues);
export type DisputeEventKind = z.infer<typeof disputeEventKind>;
export const disputeEventLabels: Record<DisputeEventKind, string> = {
  opened: 'Dispute opened',
  joined: 'Joined the dispute',
  message: 'Message',
  evidence: 'Evidence added',
  revision: 'Claim revised',
  accepted: 'Proposal accepted',
  under_review: 'Taken under review',
  resolved: 'Resolved',
  withdrawn: 'Withdrawn',
  rejected: 'Rejected',
  deadline_soon: 'Evidence deadline in 7 days',
  deadline_passed: 'Evidence deadline passed',
};

export const disputeEvent = z.object({
  id: z.uuid(),
  kind: disputeEventKind,
  /** Who did it; null for what the society's clock did (deadlines). */
  actor: z.object({ name: z.string(), is_staff: z.boolean() }).nullable(),
  /** A message's text, a decision's or withdrawal's reason; null otherwise. */
  body: z.string().nullable(),
  evidence_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
});
export type DisputeEvent = z.infer<typeof disputeEvent>;

export const disputeEvidence = z.object({
  id: z.uuid(),
  file_name: z.string(),
  content_type: z.enum(evidenceContentTypeValues),
  size: z.number().int().min(0),
  uploaded_by: z.string(),
  created_at: z.iso.datetime(),
});
export type DisputeEvidence = z.infer<typeof disputeEvidence>;

/** What the asking member may do now (staff: see `can_decide`). */
export const disputeAbilities = z.object({
  message: z.boolean(),
  add_evidence: z.boolean(),
  revise: z.boolean(),
  accept: z.boolean(),
  withdraw: z.boolean(),
  take: z.boolean(),
  decide: z.boolean(),
});
export type DisputeAbilities = z.infer<typeof disputeAbilities>;

export const disputeDetails = z.object({
  id: z.uuid(),
  work: musicalWorkReference,
  reason: disputeReason,
  description: z.string(),
  state: disputeState,
  raised_by: z.object({ name: z.string() }),
  evidence_deadline: z.iso.datetime(),
  /** The registered shares of the work as they stand (the final shares once resolved). */
  registered_shares: z.array(workShare),
  registered_totals: shareTotals,
  parties: z.array(disputeParty),
  events: z.array(disputeEvent),
  evidence: z.array(disputeEvidence),
  /** The staff member who took it under review. */
  reviewer: z.object({ name: z.string() }).nullable(),
  /** The reason staff gave for resolving or rejecting it, or the raiser's for withdrawing. */
  closing_reason: z.string().nullable(),
  closed_at: z.iso.datetime().nullable(),
  can: disputeAbilities,
  created_at: z.iso.datetime(),
  last_activity_at: z.iso.datetime(),
});
export type DisputeDetails = z.infer<typeof disputeDetails>;
export const disputeResponse = envelope(disputeDetails);

/** GET /disputes (the member's, as a party) and GET /staff/disputes (all). */
export const disputeListQuery = paginationQuery.extend({
  state: disputeState.optional(),
  /** Title, alternative title or ISWC of the work. */
  q: searchText,
});
export type DisputeListQuery = z.input<typeof disputeListQuery>;

export const disputeListItem = z.object({
  id: z.uuid(),
  work: musicalWorkReference,
  reason: disputeReason,
  state: disputeState,
  evidence_deadline: z.iso.datetime(),
  last_activity_at: z.iso.datetime(),
  /** How many parties, staff's desk shows it. */
  party_count: z.number().int().min(1),
});
export type DisputeListItem = z.infer<typeof disputeListItem>;

/** How many disputes are in each state, under the search `q` (whatever the state filter). */
export const disputeStateCounts = z.object(
  Object.fromEntries(disputeStateValues.map((state) => [state, z.number().int().min(0)])) as Record<DisputeState, z.ZodNumber>,
);
export type DisputeStateCounts = z.infer<typeof disputeStateCounts>;
export const disputeListMeta = pageMeta.extend({ counts: disputeStateCounts });
export const disputeList = z.object({ message: z.string(), data: z.object({ data: z.array(disputeListItem), meta: disputeListMeta }) });

/** GET /musical-works/{id}/disputes: the disputes on one work the member is party to (staff: all), newest first. */
export const workDisputeList = envelope(z.array(disputeListItem));

// Staff ------------------------------------------------------------------------------------------

/** POST /staff/disputes/{id}/decision: resolve with final shares (each right exactly 100%), or reject; a reason either way. */
export const disputeDecision = z.discriminatedUnion(
  'decision',
  [
    z
      .object({
        decision: z.literal('resolve'),
        reason: plainText('Reason').trim().min(1, { message: 'Give the reason for the decision' }).max(DECISION_REASON_MAX_LENGTH, {
          message: `Reason must be at most ${DECISION_REASON_MAX_LENGTH} characters`,
        }),
        shares: proposedSplit,
      })
      .strict(),
    z
      .object({
        decision: z.literal('reject'),
        reason: plainText('Reason').trim().min(1, { message: 'Give the reason for rejecting the dispute' }).max(DECISION_REASON_MAX_LENGTH, {
          message: `Reason must be at most ${DECISION_REASON_MAX_LENGTH} characters`,
        }),
      })
      .strict(),
  ],
  { message: 'Decision must be resolve or reject' },
);
export type DisputeDecision = z.input<typeof disputeDecision>;
