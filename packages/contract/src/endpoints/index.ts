import { authEndpoints } from './auth';
import { bankDetailsEndpoints } from './bank-details';
import { catalogueEndpoints } from './catalogue';
import { cwrEndpoints } from './cwr';
import { cwrExportEndpoints } from './cwr-exports';
import { dashboardEndpoints } from './dashboard';
import { disputeEndpoints } from './disputes';
import { distributionEndpoints } from './distributions';
import { errorLogEndpoints } from './error-logs';
import { healthEndpoints } from './health';
import { jobEndpoints } from './jobs';
import { memberPeopleEndpoints } from './member-people';
import { musicalWorkEndpoints } from './musical-works';
import { notificationEndpoints } from './notifications';
import { paymentEndpoints } from './payments';
import { profileEndpoints } from './profile';
import { rightsHolderEndpoints } from './rights-holders';
import { soundRecordingEndpoints } from './sound-recordings';
import { staffAccountEndpoints } from './staff-accounts';
import { staffAnnouncementEndpoints } from './staff-announcements';
import { staffInboxEndpoints } from './staff-inbox';
import { staffMemberEndpoints } from './staff-members';
import { staffReviewEndpoints } from './staff-review';
import { supportRequestEndpoints } from './support-requests';

/** Every endpoint of the API, by name. */
export const endpoints = {
  ...healthEndpoints,
  ...authEndpoints,
  ...profileEndpoints,
  ...notificationEndpoints,
  ...errorLogEndpoints,
  ...dashboardEndpoints,
  ...bankDetailsEndpoints,
  ...supportRequestEndpoints,
  ...jobEndpoints,
  ...rightsHolderEndpoints,
  ...musicalWorkEndpoints,
  ...soundRecordingEndpoints,
  ...catalogueEndpoints,
  ...cwrEndpoints,
  ...disputeEndpoints,
  ...memberPeopleEndpoints,
  ...staffReviewEndpoints,
  ...staffMemberEndpoints,
  ...staffInboxEndpoints,
  ...staffAnnouncementEndpoints,
  ...cwrExportEndpoints,
  ...staffAccountEndpoints,
  ...distributionEndpoints,
  ...paymentEndpoints,
};
export type EndpointName = keyof typeof endpoints;
