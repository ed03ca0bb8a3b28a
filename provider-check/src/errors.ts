import { isRecord } from './is-record.js';

/**
 * A problem that ends the run before any verdict (bad flags, an unreachable provider, a reply
 * that is not the API, wrong credentials): one line on stderr and exit code 2, never a stack.
 */
export class CheckAbort extends Error {
  override name = 'CheckAbort';
}

/** The reason of a failed fetch, in one line: `connect ECONNREFUSED 127.0.0.1:1`, a timeout... */
export function networkReason(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'no reply in time';
  // undici puts the system error (code and message) in `cause`; anything may have been thrown.
  const cause = isRecord(error) && isRecord(error.cause) ? error.cause : {};
  if (typeof cause.message === 'string' && cause.message) return cause.message;
  if (typeof cause.code === 'string' && cause.code) return cause.code;
  return error instanceof Error ? error.message : String(error);
}
