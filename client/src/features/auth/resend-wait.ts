import { RESEND_COOLDOWN_SECONDS } from '../../lib/session/messages';

const COOLDOWN_MS = RESEND_COOLDOWN_SECONDS * 1000;

/** The longest wait the page counts down, whatever a provider or a stored time says (an hour). */
export const MAX_RESEND_WAIT_SECONDS = 3600;

/**
 * Whole seconds until another verification e-mail may be asked for, when the last one went out
 * at `sentAt` (the provider's cooldown counts from the last e-mail, registration's included).
 * Rounded up, so the button never comes back before the provider would accept it.
 */
export function resendWaitSeconds(sentAt: number | null, now: number = Date.now()): number {
  if (sentAt === null) return 0;
  const left = sentAt + COOLDOWN_MS - now;
  return left > 0 ? Math.min(MAX_RESEND_WAIT_SECONDS, Math.ceil(left / 1000)) : 0;
}

/** The send time a provider's "wait N seconds" implies, so a reload keeps counting down from it. */
export function impliedSentAt(waitSeconds: number, now: number = Date.now()): number {
  return now - COOLDOWN_MS + waitSeconds * 1000;
}
