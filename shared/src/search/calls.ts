import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { paginationSchema } from '../common/primitives.js';
import { audioSchema, bookSchema, videoSchema, writingSchema } from '../content/entities.js';

export const SEARCH_PER_PAGE = 12;
export const SEARCH_QUERY_MAX = 100;

/** The five kinds a search looks through, in the order the results page shows them. */
export const SEARCH_KINDS = ['videos', 'music', 'books', 'stories', 'poems'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchQuerySchema = z.object({
  q: z
    .string()
    .check(z.trim(), z.minLength(1, 'Type something to search for'), z.maxLength(SEARCH_QUERY_MAX)),
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(50)), SEARCH_PER_PAGE),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const group = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), pagination: paginationSchema });

/** One page of matches per kind; each kind is paged on its own (same page and limit). */
export const searchResultsSchema = z.object({
  q: z.string(),
  videos: group(videoSchema),
  music: group(audioSchema),
  books: group(bookSchema),
  stories: group(writingSchema),
  poems: group(writingSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** Search across the catalogue (not in docs/product.md: a mock provider extension). */
export const searchCalls = {
  search: defineCall({
    method: 'GET',
    path: '/api/search',
    summary: 'Search videos, music, books, stories and poems, grouped by kind',
    description:
      'Matches titles, descriptions, tags, authors, artists and uploader names, ignoring case and accents. Every kind is paged on its own with the same page and limit.',
    scope: 'extension',
    query: searchQuerySchema,
    responses: { 200: searchResultsSchema, 400: errorBodySchema },
  }),
} as const;
