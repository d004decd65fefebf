import { z } from 'zod';
import { listEnvelope } from './envelope';

/** Spec §3 Notification. */
export const notification = z.object({
  _id: z.uuid(),
  title: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
  link: z.string().nullable(),
  user: z.object({ full_name: z.string(), profile_pic: z.string().nullable() }),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = listEnvelope(notification);
