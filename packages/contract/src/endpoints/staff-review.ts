import { defineEndpoint } from '../endpoint';
import {
  registrationDecisionRequest,
  registrationDecisionResponse,
  registrationReviewParams,
  registrationReviewResponse,
  reviewQueueList,
  reviewQueueQuery,
} from '../staff-review';

const tags = ['staff'] as const;

/** The staff review desk (docs/domain.md#staff): registrations and changes waiting for a decision. */
export const staffReviewEndpoints = {
  listReviewQueue: defineEndpoint({
    method: 'GET',
    path: '/staff/review-queue',
    summary: 'Works and recordings waiting for a decision, and changes to registered ones: oldest first, by kind, searchable',
    tags,
    access: 'staff',
    staffRoles: ['reviewer'],
    kind: 'json',
    query: reviewQueueQuery,
    answer: reviewQueueList,
  }),
  getRegistrationReview: defineEndpoint({
    method: 'GET',
    path: '/staff/registrations/:kind/:id',
    summary: 'One item in review: what the member entered (a change: old → new), identifier checks and possible duplicates',
    tags,
    access: 'staff',
    staffRoles: ['reviewer'],
    kind: 'json',
    params: registrationReviewParams,
    answer: registrationReviewResponse,
  }),
  decideRegistration: defineEndpoint({
    method: 'POST',
    path: '/staff/registrations/:kind/:id/decision',
    summary: 'Approve (a work may get its allocated ISWC) or reject with a reason; 409 when it is no longer in review',
    tags,
    access: 'staff',
    staffRoles: ['reviewer'],
    kind: 'json',
    params: registrationReviewParams,
    body: registrationDecisionRequest,
    answer: registrationDecisionResponse,
  }),
};
