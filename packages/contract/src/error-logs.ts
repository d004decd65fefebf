import { z } from 'zod';

/** POST /frontend/errorlogs (spec §7): the error stack the error page reports. */
export const errorLogRequest = z.object({
  description: z.string().min(1, { message: 'Description is required' }).max(20_000),
  url: z.string().max(2_000).optional(),
});
export type ErrorLogRequest = z.infer<typeof errorLogRequest>;
