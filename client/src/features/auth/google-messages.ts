import type { GoogleOutcome } from '@inkreel/shared';

/** What /login says when a Google sign-in came back without a session (`?google=…`). */
export const GOOGLE_MESSAGES: Record<GoogleOutcome, string> = {
  cancelled: 'Google sign-in was cancelled. Sign in with your email and password, or try again.',
  failed:
    'Google sign-in did not work this time. Please try again, or use your email and password.',
  unverified:
    'Google did not confirm that email address. Please sign in with your email and password.',
};

/** The message for a `google` query value, or null for none or an unknown one. */
export const googleMessage = (value: string | null): string | null =>
  value && Object.hasOwn(GOOGLE_MESSAGES, value) ? GOOGLE_MESSAGES[value as GoogleOutcome] : null;
