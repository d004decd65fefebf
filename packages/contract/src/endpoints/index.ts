import { authEndpoints } from './auth';
import { bankDetailsEndpoints } from './bank-details';
import { dashboardEndpoints } from './dashboard';
import { errorLogEndpoints } from './error-logs';
import { healthEndpoints } from './health';
import { jobEndpoints } from './jobs';
import { musicalWorkEndpoints } from './musical-works';
import { notificationEndpoints } from './notifications';
import { profileEndpoints } from './profile';
import { rightsHolderEndpoints } from './rights-holders';
import { soundRecordingEndpoints } from './sound-recordings';
import { supportRequestEndpoints } from './support-requests';

/** Every endpoint of the API, by name. */
export const endpoints = {
  ...healthEndpoints,
  ...profileEndpoints,
  ...jobEndpoints,
  ...rightsHolderEndpoints,
  ...musicalWorkEndpoints,
  ...soundRecordingEndpoints,
  ...authEndpoints,
  ...notificationEndpoints,
  ...bankDetailsEndpoints,
  ...errorLogEndpoints,
  ...supportRequestEndpoints,
  ...dashboardEndpoints,
};
export type EndpointName = keyof typeof endpoints;
