import { disputeEndpoints } from './disputes';
import { healthEndpoints } from './health';
import { jobEndpoints } from './jobs';
import { musicalWorkEndpoints } from './musical-works';
import { profileEndpoints } from './profile';
import { rightsHolderEndpoints } from './rights-holders';
import { soundRecordingEndpoints } from './sound-recordings';
import { staffAnnouncementEndpoints } from './staff-announcements';
import { staffInboxEndpoints } from './staff-inbox';
import { staffMemberEndpoints } from './staff-members';
import { staffReviewEndpoints } from './staff-review';

/** Every endpoint of the API, by name. */
export const endpoints = {
  ...healthEndpoints,
  ...profileEndpoints,
  ...jobEndpoints,
  ...rightsHolderEndpoints,
  ...musicalWorkEndpoints,
  ...soundRecordingEndpoints,
  ...disputeEndpoints,
  ...staffReviewEndpoints,
  ...staffMemberEndpoints,
  ...staffInboxEndpoints,
  ...staffAnnouncementEndpoints,
};
export type EndpointName = keyof typeof endpoints;
