import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { messageSchema } from '../common/primitives.js';

/** Mock-provider-only routes for developers and tests (off with MOCK_DEV_ROUTES=false). */
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
    summary: 'Every e-mail the mock provider sent',
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
} as const;
