import type { FastifyRequest } from 'fastify';
import { DEVICE_COOKIE } from './trusted-device';

/** Who is asking, as the login throttles and sessions record it. */
export type Client = {
  ip: string | null;
  userAgent: string | null;
  /** The `_device` cookie the browser sent, if any. */
  deviceToken?: string | undefined;
};

/** The client of a request: its address, browser and trusted-device cookie. */
export function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, deviceToken: request.cookies[DEVICE_COOKIE] };
}
