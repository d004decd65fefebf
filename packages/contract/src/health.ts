import { z } from 'zod';
import { envelope } from './envelope';

export const healthResponse = envelope(z.object({ status: z.literal('ok'), database: z.string() }));
