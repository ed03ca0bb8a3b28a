// lib/api: talking to the provider: where it is, requests and their errors, XSRF, retries.
import {
  buildUrl,
  ErrorCode,
  hasRequestBody,
  looseErrorBody,
  RETRY_AFTER_HEADER,
  XSRF_HEADER_NAME,
  type BodyOf,
  type CallContract,
  type ExtensionFeature,
  type LooseErrorBody,
  type SuccessOf,
  type UrlInput,
} from '@inkreel/shared';
import { clientConfig } from './config';
import { getStoredToken } from '../storage/storage-keys';
import { rememberXsrfFrom, xsrfToken } from './xsrf';

/** A non-2xx reply (or a network failure, status 0), with the parsed error body when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly body: unknown,
    message: string,
    /** Seconds from the reply's Retry-After header, when it had a usable one. */
    private readonly retryAfterHeader?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** How long the server asked to wait (Retry-After, else a numeric `retryAfter` in the body). */
  get retryAfterSeconds(): number | undefined {
    if (this.retryAfterHeader !== undefined) return this.retryAfterHeader;
    const fromBody = (this.body as { retryAfter?: unknown } | undefined)?.retryAfter;
    return typeof fromBody === 'number' && fromBody > 0 ? Math.ceil(fromBody) : undefined;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The reply's error fields that are present (any provider's body, not only the mock's). */
  get errorBody(): LooseErrorBody {
    return looseErrorBody(this.body);
  }

  /** The server's own words: the body's `message`, else its `error`; undefined when it sent none. */
  get serverMessage(): string | undefined {
    const { message, error } = this.errorBody;
    return message?.trim() ? message : error?.trim() ? error : undefined;
  }
}

/** The ApiError for a non-2xx reply, whatever shape its body has. */
export function apiErrorFrom(status: number, body: unknown, retryAfter?: number): ApiError {
  const error = new ApiError(status, undefined, body, '');
  const message = error.serverMessage ?? `Request failed with status ${status}`;
  return new ApiError(status, error.errorBody.code, body, message, retryAfter);
}

/** A Retry-After header in seconds: delta-seconds or an HTTP date; undefined when unusable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) > 0 ? Number(trimmed) : undefined;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  const seconds = Math.ceil((at - now) / 1000);
  return seconds > 0 ? seconds : undefined;
}

let unauthorizedHandler: (() => void) | null = null;

/**
 * Registers what a 401 to a call that carried a token means (the auth provider ends the session).
 * Returns the function that unregisters it.
 */
export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

let withdrawHandler: ((feature: ExtensionFeature) => void) | null = null;

/**
 * Registers what to do when a call of an extension feature is answered as by a provider that
 * never had it (405 or 501): lib/extensions.ts hides the feature for the session.
 */
export function onExtensionWithdrawn(handler: (feature: ExtensionFeature) => void): void {
  withdrawHandler = handler;
}

/** Any caller (fetch or XHR) reports a reply here; a 401 to a bearer token ends the session. */
export function reportStatus(status: number, authorization: string | undefined): void {
  if (status === 401 && /^Bearer\s+\S/.test(authorization ?? '')) unauthorizedHandler?.();
}

/** The provider URL of an /api path: on the configured API origin, or this page's own. */
export function apiUrl(pathAndQuery: string): string {
  return `${clientConfig().apiBaseUrl}${pathAndQuery}`;
}

/** The headers every call carries: bearer token (empty when none) and the XSRF token. */
export function commonHeaders(): Record<string, string> {
  const token = getStoredToken();
  const headers: Record<string, string> = { Authorization: `Bearer ${token ?? ''}` };
  const xsrf = xsrfToken();
  if (xsrf) headers[XSRF_HEADER_NAME] = xsrf;
  return headers;
}

/**
 * True when a refused call is worth sending once more: the provider refused its XSRF token and
 * its reply brought a different one (a first call before any token, another tab's login).
 */
export function shouldRetryXsrf(status: number, body: unknown, sentToken: string | undefined) {
  if (status !== 403) return false;
  const token = xsrfToken();
  return looseErrorBody(body).code === ErrorCode.XSRF_MISMATCH && token !== sentToken;
}

let priming: Promise<void> | undefined;

/** The call that brings a token before a first POST (decision 0141). */
export const XSRF_PRIMING_PATH = '/api/subscriptions/plans';

/**
 * Before a POST, makes sure a token is known, so that every POST carries X-XSRF-TOKEN: a page
 * whose first call is a POST (a fresh /login or /register) first asks GET /api/subscriptions/plans,
 * a small docs/product.md call any visitor may make (200 signed in or out, so no 401 in the console), whose
 * reply brings the session's token in its header. One such request at a time; when it fails, the
 * POST goes without and the retry covers it.
 */
export async function primeXsrfToken(): Promise<void> {
  if (xsrfToken()) return;
  priming ??= fetch(apiUrl(XSRF_PRIMING_PATH), {
    credentials: 'include',
    headers: commonHeaders(),
  })
    .then((res) => {
      rememberXsrfFrom(res.headers);
    })
    .catch(() => undefined)
    .finally(() => {
      priming = undefined;
    });
  return priming;
}

export interface RequestInput<C extends CallContract> extends UrlInput<C> {
  body?: BodyOf<C>;
  /** A multipart call's parts (text fields and files), sent instead of a JSON body. */
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send<C extends CallContract>(
  call: C,
  input: RequestInput<C>,
  retried = false,
): Promise<{ res: Response; body: unknown }> {
  if (call.method !== 'GET') await primeXsrfToken();
  const sentToken = xsrfToken();
  const headers: Record<string, string> = { ...commonHeaders(), ...input.headers };
  const init: RequestInit = {
    method: call.method,
    credentials: 'include',
    headers,
    signal: input.signal,
  };
  // A form sets its own multipart Content-Type, with the boundary.
  if (input.form) init.body = input.form;
  else {
    headers['Content-Type'] = 'application/json';
    if (hasRequestBody(call.method)) init.body = JSON.stringify(input.body ?? {});
  }
  const url = apiUrl(buildUrl(call, input));
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, undefined, undefined, 'Network error occurred');
  }
  rememberXsrfFrom(res.headers);
  const body = await readBody(res);
  if (!retried && shouldRetryXsrf(res.status, body, sentToken)) return send(call, input, true);
  reportStatus(res.status, headers.Authorization);
  return { res, body };
}

/** Sends one call of the contract and returns its parsed 2xx reply; throws ApiError otherwise. */
export async function request<C extends CallContract>(
  call: C,
  input: RequestInput<C> = {},
): Promise<SuccessOf<C>> {
  const { res, body } = await send(call, input);
  if (call.feature && (res.status === 405 || res.status === 501)) withdrawHandler?.(call.feature);
  if (!res.ok) {
    throw apiErrorFrom(res.status, body, parseRetryAfter(res.headers.get(RETRY_AFTER_HEADER)));
  }
  return parseReply(call, res.status, body);
}

/**
 * A 2xx reply's body checked with the call's schema for that status (or its 200 schema); throws
 * ApiError `INVALID_RESPONSE` when it does not match. Used by request() and the XHR uploader.
 */
export function parseReply<C extends CallContract>(
  call: C,
  status: number,
  body: unknown,
): SuccessOf<C> {
  const schema = call.responses[status] ?? call.responses[200];
  if (!schema) return body as SuccessOf<C>;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(status, 'INVALID_RESPONSE', body, `Unexpected reply from ${call.path}`);
  }
  return parsed.data as SuccessOf<C>;
}
