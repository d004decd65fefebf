import { healthEndpoints } from './health';
import { jobEndpoints } from './jobs';
import { musicalWorkEndpoints } from './musical-works';
import { profileEndpoints } from './profile';
import { rightsHolderEndpoints } from './rights-holders';
import { soundRecordingEndpoints } from './sound-recordings';

/** Every endpoint of the API, by name. */
export const endpoints = {
  ...healthEndpoints,
  ...profileEndpoints,
  ...jobEndpoints,
  ...rightsHolderEndpoints,
  ...musicalWorkEndpoints,
  ...soundRecordingEndpoints,
};
export type EndpointName = keyof typeof endpoints;
