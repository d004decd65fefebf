import { z } from 'zod';
import { plainText } from './fields';

/** POST /frontend/errorlogs (docs/architecture.md#the-five-fixed-calls): the error stack the error page reports. */
export const errorLogRequest = z.object({
  description: plainText('Description', 'Description is required')
    .min(1, { message: 'Description is required' })
    .max(20_000, { message: 'Description must be at most 20000 characters' }),
  url: plainText('URL').max(2_000, { message: 'URL must be at most 2000 characters' }).optional(),
});
export type ErrorLogRequest = z.infer<typeof errorLogRequest>;
