import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { ErrorCode } from '../common/error-codes.js';
import { creditsSchema } from '../common/primitives.js';
import { audioSchema, bookSchema, videoSchema, writingSchema } from '../content/entities.js';
import { contentTypeSchema } from './content-types.js';
import {
  audioUploadFieldsSchema,
  bookUploadFieldsSchema,
  videoUploadFieldsSchema,
  writingBodySchema,
} from './forms.js';

export const checkBalanceResponseSchema = z.object({
  sufficient: z.literal(true),
  requiredAmount: creditsSchema,
  balance: creditsSchema,
});
export type CheckBalanceResponse = z.infer<typeof checkBalanceResponseSchema>;

/** 402 from the balance check, 403 from an upload: what is needed and what there is. */
export const insufficientBalanceBodySchema = z.extend(errorBodySchema, {
  code: z.literal(ErrorCode.INSUFFICIENT_BALANCE),
  requiredAmount: creditsSchema,
  balance: creditsSchema,
});
export type InsufficientBalanceBody = z.infer<typeof insufficientBalanceBodySchema>;

/** Sent with a video upload so the provider can size its progress events. */
export const FILE_SIZE_HEADER = 'x-file-size';
export const videoUploadHeadersSchema = z.object({
  [FILE_SIZE_HEADER]: z
    .optional(z.coerce.number().check(z.int(), z.nonnegative()))
    .register(z.globalRegistry, {
      description: "The main file's size in bytes, to size the progress events.",
    }),
});

const uploadErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: z.union([insufficientBalanceBodySchema, errorBodySchema]),
  413: errorBodySchema,
  415: errorBodySchema,
};

export const videoUploadResponseSchema = z.object({ message: z.string(), video: videoSchema });
export const audioUploadResponseSchema = z.object({ message: z.string(), audio: audioSchema });
export const bookUploadResponseSchema = z.object({ message: z.string(), book: bookSchema });

export const uploadCalls = {
  checkBalance: defineCall({
    method: 'GET',
    path: '/api/content/check-balance/:contentType',
    summary: 'Whether the wallet covers the price of an upload',
    auth: true,
    params: z.object({ contentType: contentTypeSchema }),
    responses: {
      200: checkBalanceResponseSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      402: insufficientBalanceBodySchema,
      403: z.union([insufficientBalanceBodySchema, errorBodySchema]),
    },
  }),
  video: defineCall({
    method: 'POST',
    path: '/api/videos/upload',
    summary: 'Upload a video (progress over socket.io when socketId is given)',
    auth: true,
    multipart: true,
    query: z.object({ socketId: z.optional(z.string().check(z.maxLength(100))) }),
    headers: videoUploadHeadersSchema,
    body: videoUploadFieldsSchema,
    files: {
      video: { required: true, kind: 'video' },
      thumbnail: { required: false, kind: 'image' },
    },
    responses: { 201: videoUploadResponseSchema, ...uploadErrors },
  }),
  audio: defineCall({
    method: 'POST',
    path: '/api/audios/upload',
    summary: 'Upload an audio track',
    auth: true,
    multipart: true,
    body: audioUploadFieldsSchema,
    files: {
      audio: { required: true, kind: 'audio' },
      artwork: { required: false, kind: 'image' },
    },
    responses: { 201: audioUploadResponseSchema, ...uploadErrors },
  }),
  book: defineCall({
    method: 'POST',
    path: '/api/books/upload',
    summary: 'Upload a book',
    auth: true,
    multipart: true,
    body: bookUploadFieldsSchema,
    files: { book: { required: true, kind: 'book' }, cover: { required: false, kind: 'image' } },
    responses: { 201: bookUploadResponseSchema, ...uploadErrors },
  }),
  poem: defineCall({
    method: 'POST',
    path: '/api/poems',
    summary: 'Publish a poem',
    auth: true,
    body: writingBodySchema,
    responses: {
      201: writingSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
    },
  }),
  story: defineCall({
    method: 'POST',
    path: '/api/stories',
    summary: 'Publish a short story',
    auth: true,
    body: writingBodySchema,
    responses: {
      201: writingSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
    },
  }),
} as const;
