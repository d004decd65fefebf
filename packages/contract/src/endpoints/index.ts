import { healthEndpoints } from './health';
import { profileEndpoints } from './profile';

/** Every endpoint of the API, by name. */
export const endpoints = { ...healthEndpoints, ...profileEndpoints };
export type EndpointName = keyof typeof endpoints;
