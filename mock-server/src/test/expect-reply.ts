import { expect } from 'vitest';
import { documentedStatuses, errorBodySchema, type CallContract } from '@inkreel/shared';

interface Reply {
  status: number;
  body: unknown;
}

/**
 * Asserts the status, then checks the body against the schema the contract declares for that
 * status, so every reply a test sees is also a check of the shared contract.
 */
export function expectReply(call: CallContract, res: Reply, status: number): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  // A shared layer's status (XSRF, validation, auth, sizes) is documented with the error body.
  const schema =
    call.responses[status] ??
    (documentedStatuses(call).includes(status) ? errorBodySchema : undefined);
  if (!schema)
    throw new Error(`${call.method} ${call.path} declares no reply for status ${status}`);
  if (call.binary && status < 300) return;
  const parsed = schema.safeParse(res.body);
  if (!parsed.success) {
    throw new Error(
      `Reply to ${call.method} ${call.path} (${status}) breaks its contract: ${parsed.error.message}`,
    );
  }
}
