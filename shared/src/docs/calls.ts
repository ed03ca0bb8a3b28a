import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';

/** The mock provider describes itself: the OpenAPI document and a page that renders it. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().check(z.startsWith('3.1')),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export const docsCalls = {
  openapi: defineCall({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This OpenAPI document',
    scope: 'extension',
    responses: { 200: openApiDocumentSchema },
  }),
  reference: defineCall({
    method: 'GET',
    path: '/api/docs',
    summary: 'A readable reference of this document (Swagger UI, served by the provider)',
    scope: 'extension',
    binary: true,
    produces: ['text/html'],
    responses: { 200: z.unknown() },
  }),
} as const;
