import type { RequestHandler } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ErrorCode, RETRY_AFTER_HEADER, TOGGLES_PER_MINUTE } from '@inkreel/shared';
import { HttpError } from './http-error.js';

/**
 * Caps how often one signed-in account calls a group of routes (after requireAuth): the next
 * call within the minute is 429 RATE_LIMITED with Retry-After. Made once per app (by the router
 * that uses it), in memory: a restart forgetting it is fine for a mock.
 */
export function perUserLimit(what: string, points = TOGGLES_PER_MINUTE): RequestHandler {
  const limiter = new RateLimiterMemory({ keyPrefix: what, points, duration: 60 });
  return (req, _res, next) => {
    const userId = req.auth?.user._id;
    if (!userId) return next();
    limiter.consume(userId).then(
      () => next(),
      (refused: unknown) => {
        if (!(refused instanceof RateLimiterRes)) return next(refused);
        const wait = Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
        const message = `Too many ${what} in a minute. Try again in ${wait} seconds.`;
        next(
          new HttpError(
            429,
            ErrorCode.RATE_LIMITED,
            message,
            { retryAfter: wait },
            {
              [RETRY_AFTER_HEADER]: String(wait),
            },
          ),
        );
      },
    );
  };
}
