import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { MailComposers } from '../mail/outbox';
import { accountMailComposers, authRoutes, emailChangeRoutes, secondFactorRoutes } from './auth';
import { bankDetailsRoutes } from './bank-details';
import { catalogueExportRoutes } from './catalogue-export';
import { catalogueImportsRoutes } from './catalogue-import';
import { distributionsRoutes, statementsRoutes } from './distributions';
import { cwrExportsRoutes } from './cwr-exports';
import { acknowledgementMailComposers, cwrSubmissionsRoutes } from './cwr-submissions';
import { dashboardRoutes } from './dashboard';
import { disputesRoutes, staffDisputesRoutes } from './disputes';
import { errorLogsRoutes } from './error-logs';
import { healthRoutes } from './health';
import { jobsRoutes } from './jobs';
import { invitationMailComposers, memberPeopleRoutes } from './member-people';
import { musicalWorksRoutes } from './musical-works';
import { notificationsRoutes } from './notifications';
import { paymentsRoutes, staffPaymentsRoutes } from './payments';
import { profileRoutes } from './profile';
import { rightsHoldersRoutes } from './rights-holders';
import { soundRecordingsRoutes } from './sound-recordings';
import { announcementMailComposers, staffAnnouncementsRoutes } from './staff-announcements';
import { staffAccountsRoutes } from './staff-accounts';
import { staffReviewRoutes } from './staff-review';
import { staffInboxRoutes } from './staff-inbox';
import { staffMembersRoutes } from './staff-members';
import { supportRequestsRoutes } from './support-requests';

/** Every feature's routes, mounted under /api/v1. A new feature adds one line here. */
export const featureRoutes: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  secondFactorRoutes,
  emailChangeRoutes,
  profileRoutes,
  notificationsRoutes,
  errorLogsRoutes,
  rightsHoldersRoutes,
  musicalWorksRoutes,
  soundRecordingsRoutes,
  disputesRoutes,
  bankDetailsRoutes,
  dashboardRoutes,
  staffReviewRoutes,
  staffMembersRoutes,
  staffAnnouncementsRoutes,
  staffInboxRoutes,
  staffDisputesRoutes,
  supportRequestsRoutes,
  jobsRoutes,
  catalogueExportRoutes,
  catalogueImportsRoutes,
  cwrSubmissionsRoutes,
  cwrExportsRoutes,
  memberPeopleRoutes,
  staffAccountsRoutes,
  distributionsRoutes,
  statementsRoutes,
  paymentsRoutes,
  staffPaymentsRoutes,
];

export { createDisputeSweep } from './disputes';
export { createJobRunner, createJobThread, memberRequestArrived } from './jobs';
export type { JobRunnerTuning } from './jobs';

/** The composers of every feature's mail kinds, for the mail outbox's worker. A feature with composed mail adds it here. */
export function featureMailComposers(config: Config): MailComposers {
  return { ...accountMailComposers(config), ...announcementMailComposers(config), ...acknowledgementMailComposers(config), ...invitationMailComposers(config) };
}
