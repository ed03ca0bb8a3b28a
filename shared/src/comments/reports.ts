import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { idParamsSchema, idSchema, isoDateSchema, messageSchema } from '../common/primitives.js';
import { commentAuthorSchema, REPORT_REASONS } from './comment.js';
import { commentKindSchema } from './kind-schema.js';

/** An open report as the provider's staff see it (the mock's developer panel). */
export const openReportSchema = z.object({
  _id: idSchema,
  reason: z.enum(REPORT_REASONS),
  note: z.optional(z.string()),
  createdAt: isoDateSchema,
  reporter: commentAuthorSchema,
  comment: z.object({
    _id: idSchema,
    text: z.string(),
    author: commentAuthorSchema,
    kind: commentKindSchema,
    itemId: idSchema,
    itemTitle: z.string(),
  }),
});
export type OpenReport = z.infer<typeof openReportSchema>;

/**
 * The mock provider's stand-in for a provider's staff (dev routes, left out of the document):
 * open reports, and hiding the comment or dismissing the report. The developer panel's forms post
 * to the same paths.
 */
export const reportDevCalls = {
  reports: defineCall({
    method: 'GET',
    path: '/__dev/reports',
    summary: 'Open reports of comments, oldest first',
    scope: 'dev',
    responses: { 200: z.object({ reports: z.array(openReportSchema) }) },
  }),
  hide: defineCall({
    method: 'POST',
    path: '/__dev/reports/:id/hide',
    summary: 'Hide a reported comment (every open report of it is closed)',
    scope: 'dev',
    params: idParamsSchema,
    responses: { 200: messageSchema, 400: errorBodySchema, 404: errorBodySchema },
  }),
  dismiss: defineCall({
    method: 'POST',
    path: '/__dev/reports/:id/dismiss',
    summary: 'Dismiss a report, leaving the comment as it is',
    scope: 'dev',
    params: idParamsSchema,
    responses: { 200: messageSchema, 400: errorBodySchema, 404: errorBodySchema },
  }),
} as const;
