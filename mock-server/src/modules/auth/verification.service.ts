import { createHash, randomBytes } from 'node:crypto';
import type { VerifyEmailResponse } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import type { VerificationTokenRecord } from '../../db/schema.js';
import { nowIso } from '../../db/ids.js';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export const VERIFY_MESSAGES = {
  verified: 'Your email has been successfully verified. You can now log in to your account.',
  alreadyUsed: 'This verification link has already been used.',
  expired: 'This verification link has expired. Please request a new one.',
  invalid: 'This verification link is invalid or has been replaced by a newer one.',
} as const;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use verification token for the user (256 random bits, URL-safe). Only its hash is
 * stored; any earlier unused token of the user stops working. The caller writes the store.
 */
export function issueVerificationToken(store: Store, userId: string): string {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const data = store.data;
  // Drop the user's older unused tokens and everyone's long-expired ones (used ones are kept until
  // they expire, so a reused link can still say it was used).
  const keep = (t: VerificationTokenRecord) =>
    Date.parse(t.expiresAt) > now && (t.userId !== userId || t.usedAt !== undefined);
  if (!data.verificationTokens.every(keep)) {
    data.verificationTokens = data.verificationTokens.filter(keep);
  }
  data.verificationTokens.push({
    tokenHash: hashToken(token),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + VERIFICATION_TTL_MS).toISOString(),
  });
  return token;
}

/** Uses a token: marks the user verified once; reused, expired or unknown tokens say why not. */
export function consumeVerificationToken(store: Store, token: string): VerifyEmailResponse {
  const record = store.data.verificationTokens.find((t) => t.tokenHash === hashToken(token));
  if (!record) return { verified: false, message: VERIFY_MESSAGES.invalid };
  if (record.usedAt) return { verified: false, message: VERIFY_MESSAGES.alreadyUsed };
  if (Date.parse(record.expiresAt) <= Date.now()) {
    return { verified: false, message: VERIFY_MESSAGES.expired };
  }
  const user = store.index.userById(record.userId);
  if (!user) return { verified: false, message: VERIFY_MESSAGES.invalid };
  record.usedAt = nowIso();
  user.isEmailVerified = true;
  return { verified: true, message: VERIFY_MESSAGES.verified };
}
