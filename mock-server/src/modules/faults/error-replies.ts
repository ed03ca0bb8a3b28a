import { ErrorCode, RETRY_AFTER_HEADER, type CallContract } from '@inkreel/shared';
import { HttpError } from '../../http/http-error.js';

const RETRY_AFTER = { [RETRY_AFTER_HEADER]: '1' };

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.VALIDATION_FAILED,
  401: ErrorCode.UNAUTHORIZED,
  402: ErrorCode.INSUFFICIENT_BALANCE,
  403: ErrorCode.EMAIL_NOT_VERIFIED,
  404: ErrorCode.NOT_FOUND,
  405: ErrorCode.METHOD_NOT_ALLOWED,
  409: ErrorCode.IDEMPOTENCY_KEY_REUSED,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  416: ErrorCode.RANGE_NOT_SATISFIABLE,
  429: ErrorCode.RATE_LIMITED,
  500: ErrorCode.INTERNAL_ERROR,
  503: ErrorCode.SERVICE_UNAVAILABLE,
};

export const serviceUnavailable = (why: string) =>
  new HttpError(
    503,
    ErrorCode.SERVICE_UNAVAILABLE,
    `The service is temporarily unavailable (${why}). Please try again.`,
    {},
    RETRY_AFTER,
  );

/**
 * The error a `Prefer: code=N` header asks for, with a body the call's contract accepts for N: a
 * 402/403 of a paid call carries requiredAmount and balance. Null when the contract declares no
 * body for N that such an error could satisfy. 500 and 503 need not be declared.
 */
export function preferredError(call: CallContract, status: number, requiredAmount: number) {
  const message = `Prefer: code=${status} asked for this error (mock provider)`;
  if (status === 503)
    return new HttpError(503, ErrorCode.SERVICE_UNAVAILABLE, message, {}, RETRY_AFTER);
  if (status === 500) return new HttpError(500, ErrorCode.INTERNAL_ERROR, message);
  const schema = call.responses[status];
  if (!schema || status < 400) return null;
  const fallback = status >= 500 ? ErrorCode.INTERNAL_ERROR : ErrorCode.VALIDATION_FAILED;
  const candidates = [
    ...(status === 402 || status === 403
      ? [
          new HttpError(status, ErrorCode.INSUFFICIENT_BALANCE, message, {
            requiredAmount,
            balance: 0,
          }),
        ]
      : []),
    new HttpError(status, CODE_BY_STATUS[status] ?? fallback, message),
    ...(status === 400 ? [new HttpError(status, fallback, message, { issues: [] })] : []),
  ];
  return candidates.find((c) => schema.safeParse(c.toBody()).success) ?? null;
}
