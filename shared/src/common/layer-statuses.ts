import { hasRequestBody, isUnsafeMethod, type CallContract } from './contract.js';

/**
 * The statuses a provider's shared layers may answer to a call before (or instead of) its
 * handler, from the contract's own flags, so the document and the tests cannot drift from them:
 * - every unsafe call (POST, PUT, PATCH, DELETE): 403 `XSRF_MISMATCH` (a browser's cookie
 *   without its header); those with a body (all but DELETE) also the body parser's 400 (not JSON /
 *   not an object), 413 (too large) and 415 (a body not of the call's media type, or an
 *   unsupported charset);
 * - params, query, headers or a body to validate: 400 `VALIDATION_FAILED`;
 * - a bearer token required: 401 `UNAUTHORIZED`;
 * - a multipart upload: 413 (file too large) and 415 (file of the wrong type).
 * Rate limits (429) are per call and stay in the contracts that have them.
 */
export function layerStatuses(call: CallContract): number[] {
  const statuses = new Set<number>();
  if (isUnsafeMethod(call.method)) statuses.add(403);
  if (hasRequestBody(call.method)) for (const status of [400, 413, 415]) statuses.add(status);
  if (call.params || call.query || call.headers || call.body) statuses.add(400);
  if (call.auth === true) statuses.add(401);
  if (call.multipart) for (const status of [413, 415]) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** Every status a call may answer: its contract's, then the shared layers' it does not name. */
export function documentedStatuses(call: CallContract): number[] {
  const own = Object.keys(call.responses).map(Number);
  return [...new Set([...own, ...layerStatuses(call)])].sort((a, b) => a - b);
}
