import { describe, expect, it } from 'vitest';
import { authCalls, RETRY_AFTER_HEADER } from '@inkreel/shared';
import { toHttp } from '../../http/error-status.js';
import { RESEND_COOLDOWN_MS, resendTooSoon, resendWaitSeconds } from './resend-cooldown.js';

describe('resend cooldown', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('lets a user who never got an e-mail (or whose date is unreadable) have one now', () => {
    expect(resendWaitSeconds(undefined, now)).toBe(0);
    expect(resendWaitSeconds('not a date', now)).toBe(0);
  });

  it('counts whole seconds up to 60 from the last e-mail', () => {
    expect(resendWaitSeconds(ago(0), now)).toBe(60);
    expect(resendWaitSeconds(ago(100), now)).toBe(60);
    expect(resendWaitSeconds(ago(59_001), now)).toBe(1);
    expect(resendWaitSeconds(ago(RESEND_COOLDOWN_MS), now)).toBe(0);
    expect(resendWaitSeconds(ago(3_600_000), now)).toBe(0);
  });

  it('makes a RATE_LIMITED error (a 429 with Retry-After) with the error field the client shows', () => {
    const error = resendTooSoon(42);
    const reply = toHttp(error, authCalls.resendVerification);
    expect(reply.status).toBe(429);
    expect(reply.headers).toEqual({ [RETRY_AFTER_HEADER]: '42' });
    expect(reply.toBody()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'Please wait 42 seconds before requesting another email',
      retryAfter: 42,
    });
  });
});
