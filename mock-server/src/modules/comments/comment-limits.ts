import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import {
  COMMENT_LIKES_PER_MINUTE,
  COMMENT_REPORTS_PER_MINUTE,
  COMMENTS_PER_MINUTE,
  ErrorCode,
} from '@inkreel/shared';
import { DomainError } from '../../domain-error.js';

/**
 * Per-account caps on what one account may do to comments in a minute: posting (replies
 * included), liking and reporting. Refused: 429 RATE_LIMITED with Retry-After. Kept in memory by
 * the app that made them (a restart forgetting them is fine for a mock).
 */
export function createCommentLimits() {
  const limit = (what: string, points: number) => {
    const limiter = new RateLimiterMemory({ keyPrefix: `comment-${what}`, points, duration: 60 });
    return async (userId: string): Promise<void> => {
      try {
        await limiter.consume(userId);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const wait = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        const message = `Too many ${what} in a minute. Try again in ${wait} seconds.`;
        throw new DomainError(ErrorCode.RATE_LIMITED, message, { retryAfter: wait });
      }
    };
  };
  return {
    post: limit('comments', COMMENTS_PER_MINUTE),
    like: limit('likes', COMMENT_LIKES_PER_MINUTE),
    report: limit('reports', COMMENT_REPORTS_PER_MINUTE),
  };
}

export type CommentLimits = ReturnType<typeof createCommentLimits>;
