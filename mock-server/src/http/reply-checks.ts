/**
 * How replies are checked against their contracts (docs/decisions/0080-reply-checks.md):
 * - `all`: every reply, before it is sent; a breach answers 500. Tests run this way.
 * - `sample`: one reply in SAMPLE_EVERY, after it is sent; a breach is logged. The default outside
 *   tests: it still finds a drifting reply in real traffic, without parsing every reply.
 * - `off`: never.
 */
export type ReplyCheckMode = 'all' | 'sample' | 'off';

export const SAMPLE_EVERY = 100;

let count = 0;

export const replyChecks = {
  mode: 'all' as ReplyCheckMode,
  report: (message: string): void => console.error(message),
  sampled(): boolean {
    count = (count + 1) % SAMPLE_EVERY;
    return count === 0;
  },
};

/** Under vitest every reply is checked unless REPLY_CHECKS says otherwise. */
export function defaultReplyChecks(source: NodeJS.ProcessEnv = process.env): ReplyCheckMode {
  return source.VITEST || source.NODE_ENV === 'test' ? 'all' : 'sample';
}

export function configureReplyChecks(
  mode: ReplyCheckMode | undefined,
  report: (message: string) => void,
): void {
  replyChecks.mode = mode ?? defaultReplyChecks();
  replyChecks.report = report;
}
