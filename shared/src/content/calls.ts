import { z } from 'zod';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idParamsSchema, pageQuerySchema, paginationSchema } from '../common/primitives.js';
import { audioSchema, bookSchema, videoSchema, writingSchema } from './entities.js';

export const VIDEOS_PER_PAGE = 12;

export const videoPageSchema = z.object({
  videos: z.array(videoSchema),
  pagination: paginationSchema,
});
export type VideoPage = z.infer<typeof videoPageSchema>;

export const recommendationsQuerySchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().positive().max(50).default(6),
});

const notFound = { 400: errorBodySchema, 404: errorBodySchema };

export const videoCalls = {
  featured: defineCall({
    method: 'GET',
    path: '/api/videos/featured',
    responses: { 200: z.array(videoSchema) },
  }),
  featuredAll: defineCall({
    method: 'GET',
    path: '/api/videos/featured/all',
    responses: { 200: z.array(videoSchema) },
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/videos',
    query: pageQuerySchema.pick({ page: true }),
    responses: { 200: videoPageSchema, 400: errorBodySchema },
  }),
  byId: defineCall({
    method: 'GET',
    path: '/api/videos/:id',
    params: idParamsSchema,
    responses: { 200: videoSchema, ...notFound },
  }),
  recommendations: defineCall({
    method: 'GET',
    path: '/api/videos/recommendations/:id',
    params: idParamsSchema,
    responses: { 200: z.array(videoSchema), ...notFound },
  }),
  thumbnail: defineCall({
    method: 'GET',
    path: '/api/videos/thumbnail/:id',
    params: idParamsSchema,
    binary: true,
    responses: { 200: z.unknown(), ...notFound },
  }),
} as const;

export const audioCalls = {
  random: defineCall({
    method: 'GET',
    path: '/api/audios/random',
    responses: { 200: z.array(audioSchema) },
  }),
  byId: defineCall({
    method: 'GET',
    path: '/api/audios/:id',
    params: idParamsSchema,
    responses: { 200: audioSchema, ...notFound },
  }),
  recommendations: defineCall({
    method: 'GET',
    path: '/api/audios/recommendations/:id',
    params: idParamsSchema,
    query: recommendationsQuerySchema,
    responses: { 200: z.array(audioSchema), ...notFound },
  }),
  /** The image behind `artworkUrl` of a track uploaded without artwork (not a SPEC.md call). */
  artwork: defineCall({
    method: 'GET',
    path: '/api/audios/artwork/:id',
    params: idParamsSchema,
    binary: true,
    responses: { 200: z.unknown(), ...notFound },
  }),
} as const;

export const bookCalls = {
  random: defineCall({
    method: 'GET',
    path: '/api/books/random',
    responses: { 200: z.array(bookSchema) },
  }),
  cover: defineCall({
    method: 'GET',
    path: '/api/books/cover/:id',
    params: idParamsSchema,
    binary: true,
    responses: { 200: z.unknown(), ...notFound },
  }),
  read: defineCall({
    method: 'GET',
    path: '/api/books/read/:id',
    params: idParamsSchema,
    auth: false,
    binary: true,
    responses: { 200: z.unknown(), ...notFound },
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

/** Reading calls for stories and poems (not in SPEC.md; added so the /stories page can read them). */
export const writingCalls = {
  stories: defineCall({
    method: 'GET',
    path: '/api/stories',
    query: pageQuerySchema,
    responses: { 200: storyPageSchema, 400: errorBodySchema },
  }),
  story: defineCall({
    method: 'GET',
    path: '/api/stories/:id',
    params: idParamsSchema,
    responses: { 200: writingSchema, ...notFound },
  }),
  poems: defineCall({
    method: 'GET',
    path: '/api/poems',
    query: pageQuerySchema,
    responses: { 200: poemPageSchema, 400: errorBodySchema },
  }),
  poem: defineCall({
    method: 'GET',
    path: '/api/poems/:id',
    params: idParamsSchema,
    responses: { 200: writingSchema, ...notFound },
  }),
} as const;
