/**
 * Names of the headers and cookies the client and the provider agree on beyond the standard ones.
 * Header names are lower case, as Node presents them; HTTP compares them case-insensitively.
 * The call-specific ones sit beside their calls: FILE_SIZE_HEADER (upload) and
 * IDEMPOTENCY_HEADER (wallet).
 */

/** The cookie the provider sets with the XSRF token; the page's script reads it. */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** The header that echoes the XSRF cookie on every state-changing /api request. */
export const XSRF_HEADER = 'x-xsrf-token';

/** Seconds until a rate-limited request may be tried again (sent with 429). */
export const RETRY_AFTER_HEADER = 'retry-after';
