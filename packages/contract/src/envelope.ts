import { z } from 'zod';

/**
 * Every successful answer of the API: the payload sits in `data.data` (docs/architecture.md#envelope-and-errors),
 * list endpoints add pagination figures in `data.meta`.
 */
export const envelope = <T extends z.ZodType>(payload: T) =>
  z.object({ message: z.string(), data: z.object({ data: payload }) });

export const pageMeta = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  /**
   * True when a list stopped counting at its cap (10,000): there are more matches than `total`,
   * and `totalPages` reaches as far as the counted ones. Absent when `total` is exact.
   */
  totalIsCapped: z.boolean().optional(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    message: z.string(),
    data: z.object({ data: z.array(item), meta: pageMeta }),
  });

export const MAX_PAGE_SIZE = 100;

export const paginationQuery = z.object({
  page: z.coerce
    .number({ message: 'Page must be a number' })
    .int({ message: 'Page must be a whole number' })
    .min(1, { message: 'Page must be 1 or more' })
    .default(1),
  pageSize: z.coerce
    .number({ message: 'Page size must be a number' })
    .int({ message: 'Page size must be a whole number' })
    .min(1, { message: `Page size must be between 1 and ${MAX_PAGE_SIZE}` })
    .max(MAX_PAGE_SIZE, { message: `Page size must be between 1 and ${MAX_PAGE_SIZE}` })
    .default(20),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

export const errorBody = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Body of answers that carry nothing but their message. */
export const messageOnly = envelope(z.null());

export const uuidParam = z.object({ id: z.uuid({ message: 'Not a valid id' }) });
