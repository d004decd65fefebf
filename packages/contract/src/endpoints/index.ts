import { healthEndpoints } from './health';
import { jobEndpoints } from './jobs';
import { profileEndpoints } from './profile';

/** Every endpoint of the API, by name. */
export const endpoints = { ...healthEndpoints, ...profileEndpoints, ...jobEndpoints };
export type EndpointName = keyof typeof endpoints;
