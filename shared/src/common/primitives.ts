import { z } from 'zod';

/** Record ids are 24 lowercase hex characters, as the provider's (MongoDB-style) ids are. */
export const idSchema = z.string().regex(/^[a-f0-9]{24}$/, 'Must be a 24-character hex id');

export const idParamsSchema = z.object({ id: idSchema });

/** Instants travel as ISO 8601 strings. */
export const isoDateSchema = z.iso.datetime({ offset: true });

/** Credit amounts: non-negative, at most two decimals. */
export const creditsSchema = z.number().nonnegative();

export const paginationSchema = z.object({
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `?page=n` (1-based), with a sane upper bound on `limit`. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().positive().max(100).optional(),
});

export const messageSchema = z.object({ message: z.string() });
