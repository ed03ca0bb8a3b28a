/**
 * Names of the headers the client and the provider agree on beyond the standard ones, lower case
 * as Node presents them (HTTP compares header names case-insensitively). The XSRF cookie and
 * header are in config/xsrf.ts; call-specific ones sit beside their calls: FILE_SIZE_HEADER
 * (upload) and IDEMPOTENCY_HEADER (wallet).
 */

/** Seconds until a rate-limited request may be tried again (sent with 429). */
export const RETRY_AFTER_HEADER = 'retry-after';
