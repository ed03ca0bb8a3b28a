import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idParamsSchema, pageQuerySchema, paginationSchema } from '../common/primitives.js';
import { audioSchema, bookSchema, videoSchema, writingSchema } from './entities.js';
import { BOOK_TYPES, fileReplies, rangeHeadersSchema } from './media-calls.js';

export const VIDEOS_PER_PAGE = 12;

export const videoPageSchema = z.object({
  videos: z.array(videoSchema),
  pagination: paginationSchema,
});
export type VideoPage = z.infer<typeof videoPageSchema>;

export const recommendationsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.positive()), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(50)), 6),
});

const notFound = { 400: errorBodySchema, 404: errorBodySchema };

export const videoCalls = {
  featured: defineCall({
    method: 'GET',
    path: '/api/videos/featured',
    summary: 'Featured videos (the client shows the first 4)',
    responses: { 200: z.array(videoSchema) },
  }),
  featuredAll: defineCall({
    method: 'GET',
    path: '/api/videos/featured/all',
    summary: "All featured videos (docs/product.md's second constant)",
    responses: { 200: z.array(videoSchema) },
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/videos',
    summary: 'One page of videos',
    query: z.pick(pageQuerySchema, { page: true }),
    responses: { 200: videoPageSchema, 400: errorBodySchema },
  }),
  byId: defineCall({
    method: 'GET',
    path: '/api/videos/:id',
    summary: 'One video',
    params: idParamsSchema,
    responses: { 200: videoSchema, ...notFound },
  }),
  recommendations: defineCall({
    method: 'GET',
    path: '/api/videos/recommendations/:id',
    summary: 'Videos recommended next to one video',
    params: idParamsSchema,
    responses: { 200: z.array(videoSchema), ...notFound },
  }),
  thumbnail: defineCall({
    method: 'GET',
    path: '/api/videos/thumbnail/:id',
    summary: "A video's thumbnail image",
    params: idParamsSchema,
    headers: rangeHeadersSchema,
    binary: true,
    produces: ['image/*'],
    responses: { ...fileReplies, ...notFound },
  }),
} as const;

export const audioCalls = {
  random: defineCall({
    method: 'GET',
    path: '/api/audios/random',
    summary: 'A random batch of audio tracks',
    responses: { 200: z.array(audioSchema) },
  }),
  byId: defineCall({
    method: 'GET',
    path: '/api/audios/:id',
    summary: 'One audio track',
    params: idParamsSchema,
    responses: { 200: audioSchema, ...notFound },
  }),
  recommendations: defineCall({
    method: 'GET',
    path: '/api/audios/recommendations/:id',
    summary: 'Audio tracks recommended next to one track',
    params: idParamsSchema,
    query: recommendationsQuerySchema,
    responses: { 200: z.array(audioSchema), ...notFound },
  }),
  /** The image behind `artworkUrl` of a track uploaded without artwork (not a docs/product.md call). */
  artwork: defineCall({
    method: 'GET',
    path: '/api/audios/artwork/:id',
    summary: 'Generated artwork of a track uploaded without one',
    scope: 'extension',
    params: idParamsSchema,
    headers: rangeHeadersSchema,
    binary: true,
    produces: ['image/*'],
    responses: { ...fileReplies, ...notFound },
  }),
} as const;

export const bookCalls = {
  random: defineCall({
    method: 'GET',
    path: '/api/books/random',
    summary: 'A random batch of books',
    responses: { 200: z.array(bookSchema) },
  }),
  /** One book's catalogue entry, so a reader opened by its address shows the catalogue's title. */
  byId: defineCall({
    method: 'GET',
    path: '/api/books/:id',
    summary: 'One book',
    scope: 'extension',
    params: idParamsSchema,
    responses: { 200: bookSchema, ...notFound },
  }),
  cover: defineCall({
    method: 'GET',
    path: '/api/books/cover/:id',
    summary: "A book's cover image",
    params: idParamsSchema,
    headers: rangeHeadersSchema,
    binary: true,
    produces: ['image/*'],
    responses: { ...fileReplies, ...notFound },
  }),
  read: defineCall({
    method: 'GET',
    path: '/api/books/read/:id',
    summary: "A book's file (PDF, EPUB or MOBI)",
    params: idParamsSchema,
    auth: false,
    headers: rangeHeadersSchema,
    binary: true,
    produces: BOOK_TYPES,
    responses: { ...fileReplies, ...notFound },
  }),
} as const;

export const storyPageSchema = z.object({
  stories: z.array(writingSchema),
  pagination: paginationSchema,
});
export type StoryPage = z.infer<typeof storyPageSchema>;
export const poemPageSchema = z.object({
  poems: z.array(writingSchema),
  pagination: paginationSchema,
});
export type PoemPage = z.infer<typeof poemPageSchema>;

/** Reading calls for stories and poems (not in docs/product.md; added so the /stories page can read them). */
export const writingCalls = {
  stories: defineCall({
    method: 'GET',
    path: '/api/stories',
    summary: 'One page of short stories, newest first',
    scope: 'extension',
    query: pageQuerySchema,
    responses: { 200: storyPageSchema, 400: errorBodySchema },
  }),
  story: defineCall({
    method: 'GET',
    path: '/api/stories/:id',
    summary: 'One short story',
    scope: 'extension',
    params: idParamsSchema,
    responses: { 200: writingSchema, ...notFound },
  }),
  poems: defineCall({
    method: 'GET',
    path: '/api/poems',
    summary: 'One page of poems, newest first',
    scope: 'extension',
    query: pageQuerySchema,
    responses: { 200: poemPageSchema, 400: errorBodySchema },
  }),
  poem: defineCall({
    method: 'GET',
    path: '/api/poems/:id',
    summary: 'One poem',
    scope: 'extension',
    params: idParamsSchema,
    responses: { 200: writingSchema, ...notFound },
  }),
} as const;
