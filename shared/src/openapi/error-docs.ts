import type { ErrorCode } from '../common/error-codes.js';

interface ErrorCodeDoc {
  /** The statuses this code comes with. */
  readonly statuses: readonly number[];
  readonly description: string;
}

/**
 * What each ErrorCode means and with which statuses it comes, for the OpenAPI document. Typed as a
 * full record, so a new code does not compile until it is described here.
 */
export const errorCodeDocs: Readonly<Record<ErrorCode, ErrorCodeDoc>> = {
  VALIDATION_FAILED: {
    statuses: [400],
    description: 'The params, query, headers or body failed the contract; `issues` says where.',
  },
  UNAUTHORIZED: {
    statuses: [401],
    description: 'No bearer token, or one that is malformed, expired, revoked or unknown.',
  },
  INVALID_CREDENTIALS: {
    statuses: [401],
    description: 'E-mail and password do not match an account (one code for both cases).',
  },
  EMAIL_NOT_VERIFIED: {
    statuses: [403],
    description: 'The account must verify its e-mail before this action.',
  },
  EMAIL_ALREADY_VERIFIED: {
    statuses: [400],
    description: 'Resend asked for an account that is already verified (`error` repeats it).',
  },
  EMAIL_TAKEN: { statuses: [409], description: 'The e-mail already has an account.' },
  USER_NOT_FOUND: {
    statuses: [404],
    description: 'No account with that e-mail (`error` repeats it).',
  },
  NOT_FOUND: { statuses: [404], description: 'The resource does not exist.' },
  METHOD_NOT_ALLOWED: {
    statuses: [405],
    description: 'The path exists for other methods only (see `Allow`).',
  },
  RATE_LIMITED: { statuses: [429], description: 'Too many attempts; retry after `Retry-After`.' },
  XSRF_MISMATCH: {
    statuses: [403],
    description: 'The `X-XSRF-TOKEN` header does not match the `XSRF-TOKEN` cookie.',
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    statuses: [400],
    description: 'A deposit was sent without an `Idempotency-Key` header.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    statuses: [409],
    description: 'An `Idempotency-Key` was reused with a different body.',
  },
  INSUFFICIENT_BALANCE: {
    statuses: [402, 403],
    description:
      'The balance does not cover the price; the body has `requiredAmount` and `balance`.',
  },
  FILE_TOO_LARGE: { statuses: [413], description: 'An uploaded file is larger than accepted.' },
  PAYLOAD_TOO_LARGE: {
    statuses: [413],
    description: 'A JSON or form body is larger than accepted.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    statuses: [415],
    description:
      "A request body is not of the call's media type (`application/json`; `multipart/form-data` for the uploads) or charset, or an uploaded file's bytes are not of an accepted type.",
  },
  RANGE_NOT_SATISFIABLE: {
    statuses: [416],
    description: 'The requested byte range lies outside the file.',
  },
  PAYMENT_NOT_COMPLETED: {
    statuses: [402],
    description: 'The payment or subscription checkout has not been paid (yet).',
  },
  PROCESSING_FAILED: {
    statuses: [500],
    description: 'Server-side processing of an upload failed.',
  },
  SERVICE_UNAVAILABLE: {
    statuses: [503],
    description:
      'The provider is temporarily unavailable; retry after Retry-After (the mock sends it only in its fault lab).',
  },
  RESET_TOKEN_INVALID: {
    statuses: [400],
    description: 'The reset link is unknown, or a newer request replaced it.',
  },
  RESET_TOKEN_USED: { statuses: [400], description: 'The reset link was already used.' },
  RESET_TOKEN_EXPIRED: { statuses: [400], description: 'The reset link is past its hour.' },
  WRONG_PASSWORD: {
    statuses: [400],
    description: "The current password given to change the password is not the account's.",
  },
  PASSWORD_NOT_SET: {
    statuses: [409],
    description:
      'The account has no password to change (Google sign-in made it): it sets one through the link `POST /api/auth/forgot-password` mails.',
  },
  SIGN_IN_CODE_INVALID: {
    statuses: [400],
    description: 'The one-time code of a Google sign-in is unknown, used or expired.',
  },
  VERSION_CONFLICT: {
    statuses: [409],
    description:
      'The queue was written from an older version; `queue` is the current one to merge.',
  },
  LIMIT_REACHED: {
    statuses: [409],
    description: 'The list or the account holds as many items or playlists as the provider keeps.',
  },
  ORDER_MISMATCH: {
    statuses: [409],
    description: 'The new order does not name every entry of the playlist exactly once.',
  },
  BUILT_IN_LIST: {
    statuses: [409],
    description: 'A built-in list (Watch later) cannot be renamed or deleted.',
  },
  INVALID_BOOK_FILE: {
    statuses: [400],
    description:
      "The book file's bytes are not a readable book of their type: a PDF without its end, a ZIP without an EPUB's container and package, a MOBI whose headers or records do not hold together. `reason` says which.",
  },
  BOOK_UNPACKED_TOO_LARGE: {
    statuses: [400],
    description:
      "The EPUB's entries declare more than 256 MiB unpacked (EPUB_MAX_UNPACKED_BYTES): refused before anything is unpacked.",
  },
  NOT_UPLOADER: {
    statuses: [403],
    description: "Only an item's uploader may change or delete it.",
  },
  ITEM_CHANGED: {
    statuses: [412],
    description:
      'The item changed since the version named in `If-Match` was read; read it again (`version`).',
  },
  COMMENTS_OFF: {
    statuses: [403],
    description: 'The uploader turned comments off on this item.',
  },
  COMMENTING_BLOCKED: {
    statuses: [403],
    description: "The item's uploader blocked this account from commenting on their uploads.",
  },
  NOT_COMMENT_AUTHOR: {
    statuses: [403],
    description:
      "Only a comment's author may edit it; its author or the item's uploader may remove it.",
  },
  REPLY_TO_OTHER_ITEM: {
    statuses: [400],
    description: '`parentId` names a comment on another item.',
  },
  CANNOT_BLOCK_SELF: { statuses: [400], description: 'An account cannot block itself.' },
  CAPTION_INVALID: {
    statuses: [400],
    description:
      'The caption or lyrics file is not WebVTT, SRT (or, for lyrics, LRC), or is larger than 256 KB; `line` names the line at fault (0: the file as a whole).',
  },
  CAPTION_EXISTS: {
    statuses: [409],
    description:
      'The item has a file in that language already: replace it with PUT, or remove it first.',
  },
  CANNOT_FOLLOW_SELF: { statuses: [400], description: 'An account cannot follow itself.' },
  INTERNAL_ERROR: { statuses: [500], description: 'Anything unexpected; details stay in the log.' },
};

/** The codes an error reply with this status may carry. */
export function codesForStatus(status: number): ErrorCode[] {
  return (Object.keys(errorCodeDocs) as ErrorCode[]).filter((code) =>
    errorCodeDocs[code].statuses.includes(status),
  );
}

export function errorCodeTable(): string {
  const rows = (Object.keys(errorCodeDocs) as ErrorCode[]).map(
    (code) =>
      `| \`${code}\` | ${errorCodeDocs[code].statuses.join(', ')} | ${errorCodeDocs[code].description} |`,
  );
  return ['| code | status | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}
