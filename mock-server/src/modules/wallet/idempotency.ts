import { createHash } from 'node:crypto';
import { ErrorCode } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../domain-error.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** The request's body as one hash (callers pass a body they built, so its key order is fixed). */
const hashBody = (body: unknown): string =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Runs `create` once per (user, key): the same key with the same body returns the first reply,
 * with another body it is a 409. Synchronous from lookup to insert, so two concurrent requests
 * with one key cannot both create. Keys older than 24 h are forgotten. The caller writes the store.
 */
export function once<T>(
  store: Store,
  scope: { userId: string; key: string; body: unknown },
  create: () => T,
): T {
  const now = Date.now();
  // ISO instants in UTC order as strings, so no date is parsed per record.
  const nowIso = new Date(now).toISOString();
  const data = store.data;
  data.idempotency = data.idempotency.filter((r) => r.expiresAt > nowIso);
  const bodyHash = hashBody(scope.body);
  const previous = store.index.idempotencyRecord(scope.userId, scope.key);
  if (previous) {
    if (previous.bodyHash !== bodyHash) {
      throw new DomainError(
        ErrorCode.IDEMPOTENCY_KEY_REUSED,
        'This Idempotency-Key was already used with a different request',
      );
    }
    return previous.response as T;
  }
  const response = create();
  data.idempotency.push({
    key: scope.key,
    userId: scope.userId,
    bodyHash,
    response,
    createdAt: nowIso,
    expiresAt: new Date(now + IDEMPOTENCY_TTL_MS).toISOString(),
  });
  return response;
}
