import { describe, expect, it } from 'vitest';
import { impliedSentAt, resendWaitSeconds } from './resend-wait';

const NOW = 1_700_000_000_000;

describe('resendWaitSeconds', () => {
  it('is 0 when no e-mail is known to have gone out, or the minute has passed', () => {
    expect(resendWaitSeconds(null, NOW)).toBe(0);
    expect(resendWaitSeconds(NOW - 60_000, NOW)).toBe(0);
    expect(resendWaitSeconds(NOW - 90_000, NOW)).toBe(0);
  });

  it('counts the 60 s cooldown from the send time, rounded up', () => {
    expect(resendWaitSeconds(NOW, NOW)).toBe(60);
    expect(resendWaitSeconds(NOW - 2_000, NOW)).toBe(58);
    expect(resendWaitSeconds(NOW - 2_500, NOW)).toBe(58);
    expect(resendWaitSeconds(NOW - 59_999, NOW)).toBe(1);
  });

  it("gives back a provider's wait through the send time it implies", () => {
    expect(resendWaitSeconds(impliedSentAt(42, NOW), NOW)).toBe(42);
    expect(resendWaitSeconds(impliedSentAt(42, NOW), NOW + 10_000)).toBe(32);
    expect(resendWaitSeconds(impliedSentAt(120, NOW), NOW)).toBe(120);
    expect(resendWaitSeconds(impliedSentAt(99_999, NOW), NOW)).toBe(3600);
  });
});
