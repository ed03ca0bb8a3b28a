import { createHash, randomBytes } from 'node:crypto';
import type { VerificationTokenRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { nowIso } from '../../db/ids.js';

/** The mailed links: e-mail verification and password reset keep their tokens alike. */
type LinkTable = 'verificationTokens' | 'passwordResetTokens';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use token for a mailed link (256 random bits, URL-safe). Only its hash is stored.
 * The user's earlier unused tokens stop working and everyone's expired ones go; used ones stay
 * until they expire, so a reused link can say it was used. The caller writes the store.
 */
export function issueLinkToken(store: Store, table: LinkTable, userId: string, ttlMs: number) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const keep = (t: VerificationTokenRecord) =>
    Date.parse(t.expiresAt) > now && (t.userId !== userId || t.usedAt !== undefined);
  store.data[table] = store.data[table].filter(keep);
  store.data[table].push({
    tokenHash: hashToken(token),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + ttlMs).toISOString(),
  });
  return token;
}

/** The link token's record and user, or why the link does not work; nothing is changed. */
export function findLinkToken(store: Store, table: LinkTable, token: string) {
  const record = store.data[table].find((t) => t.tokenHash === hashToken(token));
  if (!record) return 'invalid';
  if (record.usedAt) return 'used';
  if (Date.parse(record.expiresAt) <= Date.now()) return 'expired';
  const user = store.index.userById(record.userId);
  return user ? { record, user } : 'invalid';
}

/** Whose link this is, whatever its state (used, expired); undefined for an unknown token. */
export function linkTokenOwner(store: Store, table: LinkTable, token: string) {
  const record = store.data[table].find((t) => t.tokenHash === hashToken(token));
  return record ? store.index.userById(record.userId) : undefined;
}

/** Marks the link's token used and gives its user, or says why the link does not work. */
export function useLinkToken(store: Store, table: LinkTable, token: string) {
  const found = findLinkToken(store, table, token);
  if (typeof found === 'string') return found;
  found.record.usedAt = nowIso();
  return found.user;
}
