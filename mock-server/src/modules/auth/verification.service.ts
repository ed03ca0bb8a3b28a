import type { VerifyEmailResponse } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { issueLinkToken, useLinkToken } from './link-tokens.js';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export const VERIFY_MESSAGES = {
  verified: 'Your email has been successfully verified. You can now log in to your account.',
  used: 'This verification link has already been used.',
  expired: 'This verification link has expired. Please request a new one.',
  invalid: 'This verification link is invalid or has been replaced by a newer one.',
} as const;

/** A new verification token for the user; the caller writes the store. */
export const issueVerificationToken = (store: Store, userId: string): string =>
  issueLinkToken(store, 'verificationTokens', userId, VERIFICATION_TTL_MS);

/** Uses a token: marks the user verified once; reused, expired or unknown tokens say why not. */
export function consumeVerificationToken(store: Store, token: string): VerifyEmailResponse {
  const user = useLinkToken(store, 'verificationTokens', token);
  if (typeof user === 'string') return { verified: false, message: VERIFY_MESSAGES[user] };
  user.isEmailVerified = true;
  return { verified: true, message: VERIFY_MESSAGES.verified };
}
