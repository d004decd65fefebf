import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/auth.routes';
import { errorLogsRoutes } from './error-logs/error-logs.routes';
import { healthRoutes } from './health/health.routes';
import { musicalWorksRoutes } from './musical-works/musical-works.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { profileRoutes } from './profile/profile.routes';
import { rightsHoldersRoutes } from './rights-holders/rights-holders.routes';
import { soundRecordingsRoutes } from './sound-recordings/sound-recordings.routes';

/** Every feature's routes, mounted under /api/v1. A new feature adds one line here. */
export const featureRoutes: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  profileRoutes,
  notificationsRoutes,
  errorLogsRoutes,
  rightsHoldersRoutes,
  musicalWorksRoutes,
  soundRecordingsRoutes,
];
