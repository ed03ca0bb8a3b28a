import type { VerifyEmailResponse } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { issueLinkToken, linkTokenOwner, useLinkToken } from './link-tokens.js';

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

export const VERIFY_MESSAGES = {
  verified: 'Your email has been successfully verified. You can now log in to your account.',
  used: 'This verification link has already been used.',
  expired: 'This verification link has expired. Please request a new one.',
  invalid: 'This verification link is invalid or has been replaced by a newer one.',
  alreadyVerified: 'This email address is already verified. You can sign in to your account.',
} as const;

/** A new verification token for the user; the caller writes the store. */
export const issueVerificationToken = (store: Store, userId: string): string =>
  issueLinkToken(store, 'verificationTokens', userId, VERIFICATION_TTL_MS);

/**
 * Uses a token: marks the user verified once; reused, expired or unknown tokens say why not. A
 * link of an account that is verified by now (the same link opened again, an older one) says so
 * instead of failing (issue 51, item 7): there is nothing to resend, only to sign in.
 */
export function consumeVerificationToken(store: Store, token: string): VerifyEmailResponse {
  const user = useLinkToken(store, 'verificationTokens', token);
  if (typeof user === 'string') {
    if (linkTokenOwner(store, 'verificationTokens', token)?.isEmailVerified) {
      return { verified: true, alreadyVerified: true, message: VERIFY_MESSAGES.alreadyVerified };
    }
    return { verified: false, message: VERIFY_MESSAGES[user] };
  }
  user.isEmailVerified = true;
  return { verified: true, message: VERIFY_MESSAGES.verified };
}
