import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { messageSchema } from '../common/primitives.js';
import { journalQuerySchema, journalResponseSchema } from './journal.js';
import { scenarioNameSchema, SCENARIOS } from './scenarios.js';

export const mailMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailboxResponseSchema = z.object({ messages: z.array(mailMessageSchema) });

export const scenarioSchema = z.object({
  name: scenarioNameSchema,
  description: z.string(),
  active: z.boolean(),
});

export const scenariosResponseSchema = z.object({
  active: scenarioNameSchema,
  scenarios: z.array(scenarioSchema).check(z.length(SCENARIOS.length)),
});
export type ScenariosResponse = z.infer<typeof scenariosResponseSchema>;

export const setScenarioBodySchema = z.object({ name: scenarioNameSchema });

export const setScenarioResponseSchema = z.object({
  active: scenarioNameSchema,
  message: z.string(),
});

/**
 * Mock-provider-only dev routes for developers and tests (off with MOCK_DEV_ROUTES=false). They are
 * not part of docs/product.md section 7 and are left out of the OpenAPI description. `health` is the
 * exception: it is always on.
 */
export const devCalls = {
  health: defineCall({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness of the mock provider',
    scope: 'extension',
    responses: { 200: z.object({ status: z.literal('ok'), uptime: z.number() }) },
  }),
  mailbox: defineCall({
    method: 'GET',
    path: '/__dev/mailbox',
    summary: 'Every e-mail the mock provider sent, newest first',
    scope: 'dev',
    responses: { 200: mailboxResponseSchema },
  }),
  reset: defineCall({
    method: 'POST',
    path: '/__dev/reset',
    summary: 'Restore the seed',
    scope: 'dev',
    responses: { 200: messageSchema },
  }),
  /** The fault scenarios, their descriptions and which one is active. */
  scenarios: defineCall({
    method: 'GET',
    path: '/__dev/scenarios',
    summary: 'The fault scenarios and the active one',
    scope: 'dev',
    responses: { 200: scenariosResponseSchema },
  }),
  /** Switches the active scenario (a JSON body, or the dev panel's form). */
  setScenario: defineCall({
    method: 'POST',
    path: '/__dev/scenario',
    summary: 'Switch the fault scenario',
    scope: 'dev',
    body: setScenarioBodySchema,
    responses: { 200: setScenarioResponseSchema, 400: errorBodySchema },
  }),
  /** The last JOURNAL_SIZE requests, newest first, optionally filtered. */
  journal: defineCall({
    method: 'GET',
    path: '/__dev/journal',
    summary: 'The last 200 requests',
    scope: 'dev',
    query: journalQuerySchema,
    responses: { 200: journalResponseSchema, 400: errorBodySchema },
  }),
} as const;
