import * as z from 'zod/mini';

/** Record ids are 24 lowercase hex characters, as the provider's (MongoDB-style) ids are. */
export const idSchema = z
  .string()
  .check(z.regex(/^[a-f0-9]{24}$/, 'Must be a 24-character hex id'));

export const idParamsSchema = z.object({ id: idSchema });

/** Instants travel as ISO 8601 strings. */
export const isoDateSchema = z.iso.datetime({ offset: true });

/** Credit amounts: non-negative, at most two decimals. */
export const creditsSchema = z.number().check(z.nonnegative());

export const paginationSchema = z.object({
  page: z.int().check(z.positive()),
  pages: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
  limit: z.int().check(z.positive()),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `?page=n` (1-based), with a sane upper bound on `limit`. */
export const pageQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  limit: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(100))),
});

export const messageSchema = z.object({ message: z.string() });
