/** Stable, machine-readable error codes. The UI branches on these (and on statuses), never on message text. */
export const ErrorCode = {
  /** The request's params, query, headers or body failed its contract. */
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  /** No bearer token, or a token that is malformed, expired, revoked or for an unknown user. */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** E-mail and password do not match an account (deliberately one code for both cases). */
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  /** The account must verify its e-mail before this action. */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** Resend asked for an account that is already verified. */
  EMAIL_ALREADY_VERIFIED: 'EMAIL_ALREADY_VERIFIED',
  /** Register with an e-mail that already has an account. */
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  /** No account with that e-mail. */
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  /** The resource does not exist (or is not visible to the caller). */
  NOT_FOUND: 'NOT_FOUND',
  /** The route exists but not for this HTTP method. */
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  /** Too many attempts in a short time; retry after the Retry-After header. */
  RATE_LIMITED: 'RATE_LIMITED',
  /** The X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie. */
  XSRF_MISMATCH: 'XSRF_MISMATCH',
  /** A deposit was sent without an Idempotency-Key header. */
  IDEMPOTENCY_KEY_REQUIRED: 'IDEMPOTENCY_KEY_REQUIRED',
  /** An Idempotency-Key was reused with a different request body. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  /** The wallet balance does not cover the price; the body carries requiredAmount and balance. */
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  /** An uploaded file is larger than the server accepts. */
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  /** A JSON or form body larger than the server accepts. */
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  /** A body not of the call's media type (JSON, or multipart for uploads), or a file's bytes not of an accepted type. */
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** The requested byte range lies outside the file. */
  RANGE_NOT_SATISFIABLE: 'RANGE_NOT_SATISFIABLE',
  /** The payment or subscription checkout has not been paid (yet). */
  PAYMENT_NOT_COMPLETED: 'PAYMENT_NOT_COMPLETED',
  /** Server-side processing of an upload failed. */
  PROCESSING_FAILED: 'PROCESSING_FAILED',
  /** The provider is temporarily unavailable (the mock's flaky scenario, `Prefer: code=503`). */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** A password reset token that is unknown or was replaced by a newer request. */
  RESET_TOKEN_INVALID: 'RESET_TOKEN_INVALID',
  /** A password reset token that was already used. */
  RESET_TOKEN_USED: 'RESET_TOKEN_USED',
  /** A password reset token past its hour. */
  RESET_TOKEN_EXPIRED: 'RESET_TOKEN_EXPIRED',
  /** The current password given to change the password is not the account's (issue 32). */
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  /** A password change on an account that has none yet: it sets one by a mailed link (issue 51). */
  PASSWORD_NOT_SET: 'PASSWORD_NOT_SET',
  /** The one-time code of a Google sign-in is unknown, used or older than a minute (issue 32). */
  SIGN_IN_CODE_INVALID: 'SIGN_IN_CODE_INVALID',
  /** A queue written from a version that is no longer the provider's: merge and send again (issue 55). */
  VERSION_CONFLICT: 'VERSION_CONFLICT',
  /** A list holds as many items, or an account as many playlists, as the provider keeps (issue 55). */
  LIMIT_REACHED: 'LIMIT_REACHED',
  /** A new order that does not name every entry of the playlist exactly once (issue 55). */
  ORDER_MISMATCH: 'ORDER_MISMATCH',
  /** A built-in list (Watch later) cannot be renamed or deleted (issue 55). */
  BUILT_IN_LIST: 'BUILT_IN_LIST',
  /** A book file whose bytes are not a readable book of their type (a truncated PDF, a ZIP that is no EPUB, a broken MOBI) (issue 56). */
  INVALID_BOOK_FILE: 'INVALID_BOOK_FILE',
  /** An EPUB whose entries would unpack to more than EPUB_MAX_UNPACKED_BYTES: a zip bomb, or near one (issue 56). */
  BOOK_UNPACKED_TOO_LARGE: 'BOOK_UNPACKED_TOO_LARGE',
  /** Someone other than an item's uploader tried to change it (the manage feature). */
  NOT_UPLOADER: 'NOT_UPLOADER',
  /** An edit's If-Match names a version the item has moved past: it changed since it was read. */
  ITEM_CHANGED: 'ITEM_CHANGED',
  /** A new comment on an upload whose uploader turned comments off (issue 54). */
  COMMENTS_OFF: 'COMMENTS_OFF',
  /** The uploader blocked this account from commenting on their uploads (issue 54). */
  COMMENTING_BLOCKED: 'COMMENTING_BLOCKED',
  /** Editing or deleting a comment someone else wrote (issue 54). */
  NOT_COMMENT_AUTHOR: 'NOT_COMMENT_AUTHOR',
  /** A reply whose parentId is a comment on another item (issue 54). */
  REPLY_TO_OTHER_ITEM: 'REPLY_TO_OTHER_ITEM',
  /** An uploader asked to block themselves from commenting (issue 54). */
  CANNOT_BLOCK_SELF: 'CANNOT_BLOCK_SELF',
  /** A caption or lyrics file that is not WebVTT, SRT or LRC, or too large; `line` says where. */
  CAPTION_INVALID: 'CAPTION_INVALID',
  /** The item already has a caption or lyrics file in that language: replacing it is a PUT. */
  CAPTION_EXISTS: 'CAPTION_EXISTS',
  /** An account asked to follow itself (issue 53). */
  CANNOT_FOLLOW_SELF: 'CANNOT_FOLLOW_SELF',
  /** Anything unexpected; details are in the server log, not the reply. */
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
