import { ErrorCode, type ErrorBody } from '@inkreel/shared';

/** An error that becomes one JSON error body with a stable code. Services throw these. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    /** Reply headers that belong to the error (Allow on a 405, Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...this.details };
  }
}

export const unauthorized = (message = 'Authentication required') =>
  new HttpError(401, ErrorCode.UNAUTHORIZED, message);
