import {
  bankDetailsResponse,
  dashboardSummaryResponse,
  errorBody,
  loginResponse,
  messageOnly,
  musicalWorkHistoryList,
  musicalWorkList,
  musicalWorkRegistryList,
  musicalWorkResponse,
  notificationEnvelope,
  notificationList,
  passwordResetLinkCheckResponse,
  readAllNotificationsEnvelope,
  recoveryCodesResponse,
  rightsHolderDetailsResponse,
  rightsHolderList,
  registrationDecisionResponse,
  registrationReviewResponse,
  reviewQueueList,
  rightsHolderResponse,
  secondFactorConfirmResponse,
  secondFactorSetupResponse,
  secondFactorStatusResponse,
  sessionResponse,
  signupResponse,
  soundRecordingList,
  soundRecordingLogList,
  soundRecordingRegistryList,
  soundRecordingResponse,
  workShareList,
  workShareResponse,
} from '@repertoire/contract';
import {
  disputeList,
  disputeResponse,
  workClaimList,
  claimList,
  workClaimResponse,
  workDisputeList,
} from '@repertoire/contract';
import {
  announcementList,
  announcementResponse,
  inboxEntryResponse,
  inboxList,
  staffMemberDetailsResponse,
  staffMemberList,
  supportRequestResponse,
} from '@repertoire/contract';
import { endpoints, type Endpoint } from '@repertoire/contract';
import { z } from 'zod';

/**
 * What the API answers, endpoint by endpoint, in the contract's own schemas: the test stub
 * (api-stub.ts) checks every body it serves against them, so that a stub cannot drift from
 * the API. Paths are those after /api/v1, `:name` standing for one path segment.
 */

/** A download that is not JSON: the body is sent as it is, as text. */
const csvFile = z.string();

/** Endpoints still written by hand here; each moves to the contract's table (packages/contract/src/endpoints). */
const notYetInTheTable: Readonly<Record<string, z.ZodType>> = {
  'POST /auth/signup': signupResponse,
  'POST /auth/verify-email': messageOnly,
  'POST /auth/verify-email/resend': messageOnly,
  'POST /auth/login': loginResponse,
  'POST /auth/login/second-factor': sessionResponse,
  'GET /auth/second-factor': secondFactorStatusResponse,
  'POST /auth/second-factor/setup': secondFactorSetupResponse,
  'POST /auth/second-factor/confirm': secondFactorConfirmResponse,
  'POST /auth/second-factor/disable': messageOnly,
  'POST /auth/second-factor/recovery-codes': recoveryCodesResponse,
  'POST /auth/logout': messageOnly,
  'GET /auth/session': sessionResponse,
  'POST /auth/password/forgot': messageOnly,
  'POST /auth/password/reset': messageOnly,
  'POST /auth/password/reset/status': passwordResetLinkCheckResponse,
  'POST /auth/password/change': messageOnly,
  'POST /user/email-change': messageOnly,
  'POST /user/email-change/confirm': messageOnly,


  'GET /bank-details': bankDetailsResponse,
  'PUT /bank-details': bankDetailsResponse,

  'GET /dashboard/summary': dashboardSummaryResponse,

  'GET /notifications': notificationList,
  'POST /notifications/:id/read': notificationEnvelope,
  'POST /notifications/read-all': readAllNotificationsEnvelope,
  'POST /frontend/errorlogs': messageOnly,

  'GET /rights-holders/search': rightsHolderList,
  'POST /rights-holders': rightsHolderResponse,
  'GET /rights-holders/:id': rightsHolderDetailsResponse,

  'GET /musical-works': musicalWorkList,
  'POST /musical-works': musicalWorkResponse,
  'GET /musical-works/search': musicalWorkRegistryList,
  'GET /musical-works/:id': musicalWorkResponse,
  'PATCH /musical-works/:id': musicalWorkResponse,
  'DELETE /musical-works/:id': messageOnly,
  'POST /musical-works/:id/submit': musicalWorkResponse,
  'GET /musical-works/:id/history': musicalWorkHistoryList,
  'GET /musical-works/:id/rights-holders': workShareList,
  'POST /musical-works/:id/rights-holders': workShareResponse,
  'PATCH /musical-works/:id/rights-holders/:shareId': workShareResponse,
  'DELETE /musical-works/:id/rights-holders/:shareId': messageOnly,
  'GET /musical-works/:id/claims': workClaimList,
  'POST /musical-works/:id/claims': workClaimResponse,
  'GET /claims': claimList,
  'POST /claims/:id/confirm': workClaimResponse,
  'POST /claims/:id/withdraw': workClaimResponse,
  'GET /musical-works/:id/disputes': workDisputeList,
  'POST /musical-works/:id/disputes': disputeResponse,

  'GET /disputes': disputeList,
  'GET /disputes/:id': disputeResponse,
  'POST /disputes/:id/messages': disputeResponse,
  'POST /disputes/:id/evidence': disputeResponse,
  'POST /disputes/:id/claims': disputeResponse,
  'POST /disputes/:id/accept': disputeResponse,
  'POST /disputes/:id/withdraw': disputeResponse,

  'GET /sound-recordings': soundRecordingList,
  'POST /sound-recordings': soundRecordingResponse,
  'GET /sound-recordings/search': soundRecordingRegistryList,
  'GET /sound-recordings/logs': soundRecordingLogList,
  'GET /sound-recordings/logs/export': csvFile,
  'GET /sound-recordings/:id': soundRecordingResponse,
  'PATCH /sound-recordings/:id': soundRecordingResponse,
  'DELETE /sound-recordings/:id': messageOnly,
  'POST /sound-recordings/:id/submit': soundRecordingResponse,

  'GET /staff/review-queue': reviewQueueList,
  'GET /staff/registrations/:kind/:id': registrationReviewResponse,
  'POST /staff/registrations/:kind/:id/decision': registrationDecisionResponse,
  'GET /staff/disputes': disputeList,
  'POST /staff/disputes/:id/take': disputeResponse,
  'POST /staff/disputes/:id/decision': disputeResponse,
  'GET /staff/members': staffMemberList,
  'GET /staff/members/:id': staffMemberDetailsResponse,
  'GET /staff/members/:id/bank-details': bankDetailsResponse,
  'PUT /staff/members/:id/isni': staffMemberDetailsResponse,
  'POST /staff/announcements': announcementResponse,
  'GET /staff/announcements': announcementList,
  'GET /staff/inbox': inboxList,
  'GET /staff/inbox/:kind/:id': inboxEntryResponse,
  'POST /staff/inbox/:kind/:id/handled': inboxEntryResponse,

  'POST /support/requests': supportRequestResponse,
};

/** What the API answers, by "METHOD /path": the contract's endpoint table, and the entries above. */
export const responseSchemas: Readonly<Record<string, z.ZodType>> = {
  ...notYetInTheTable,
  ...Object.fromEntries(
    Object.values(endpoints as Record<string, Endpoint>).map((endpoint) => [
      `${endpoint.method} ${endpoint.path}`,
      endpoint.kind === 'download' ? csvFile : (endpoint.answer ?? messageOnly),
    ]),
  ),
};

/** Every refusal (4xx) and failure (5xx) of the API has this body. */
export const errorResponseSchema = errorBody;

/** Whether a body is served as text rather than JSON. */
export const isTextResponse = (schema: z.ZodType): boolean => schema === csvFile;

/**
 * The endpoint a call reaches, as the table above names it ("GET /musical-works/:id"), or
 * null. A path named to the letter wins over a pattern (GET /musical-works/search is not
 * GET /musical-works/:id).
 */
export function endpointOf(method: string, path: string): string | null {
  const exact = `${method} ${path}`;
  if (exact in responseSchemas) return exact;
  const segments = path.split('/');
  const matches = Object.keys(responseSchemas).filter((endpoint) => {
    const [endpointMethod, pattern = ''] = endpoint.split(' ');
    const patternSegments = pattern.split('/');
    return (
      endpointMethod === method &&
      patternSegments.length === segments.length &&
      patternSegments.every((segment, i) => segment.startsWith(':') ? Boolean(segments[i]) : segment === segments[i])
    );
  });
  // Fewest placeholders first: the most literal pattern is the endpoint meant.
  const placeholders = (endpoint: string) => endpoint.split('/').filter((segment) => segment.startsWith(':')).length;
  return matches.sort((a, b) => placeholders(a) - placeholders(b))[0] ?? null;
}
