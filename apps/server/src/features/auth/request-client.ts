import type { FastifyRequest } from 'fastify';
import type { Client } from './auth.service';
import { DEVICE_COOKIE } from './trusted-device';

/** Who is asking, as the login throttles and sessions record it. */
export function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, deviceToken: request.cookies[DEVICE_COOKIE] };
}
