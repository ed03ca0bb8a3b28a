import type { Application } from 'express';

/**
 * How replies are checked against their contracts (docs/decisions/0080-reply-checks.md):
 * - `all`: every reply, before it is sent; a breach answers 500. Tests run this way.
 * - `sample`: one reply in SAMPLE_EVERY, after it is sent; a breach is logged. The default outside
 *   tests: it still finds a drifting reply in real traffic, without parsing every reply.
 * - `off`: never.
 */
export type ReplyCheckMode = 'all' | 'sample' | 'off';

export const SAMPLE_EVERY = 100;

/** Under vitest every reply is checked unless REPLY_CHECKS says otherwise. */
export function defaultReplyChecks(source: NodeJS.ProcessEnv = process.env): ReplyCheckMode {
  return source.VITEST || source.NODE_ENV === 'test' ? 'all' : 'sample';
}

/** One app's reply checks: its mode, where a sampled breach goes, and its own sample count. */
export class ReplyChecks {
  readonly mode: ReplyCheckMode;
  #count = 0;

  constructor(
    mode: ReplyCheckMode | undefined,
    readonly report: (message: string) => void,
  ) {
    this.mode = mode ?? defaultReplyChecks();
  }

  /** True for one call in SAMPLE_EVERY. */
  sampled(): boolean {
    this.#count = (this.#count + 1) % SAMPLE_EVERY;
    return this.#count === 0;
  }
}

/** Gives an app its reply checks (createApp does it); route() finds them through the request. */
export function useReplyChecks(app: Application, checks: ReplyChecks): void {
  app.locals.replyChecks = checks;
}

/** The reply checks of an app (route() asks for those of the request's app). */
export function replyChecksOf(app: Application): ReplyChecks {
  const checks: unknown = app.locals.replyChecks;
  if (!(checks instanceof ReplyChecks)) {
    throw new Error('This app has no reply checks: build it with createApp (or useReplyChecks)');
  }
  return checks;
}
