// lib/api: talking to the provider: where it is, requests and their errors, XSRF, retries.
import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@inkreel/shared';

/**
 * The XSRF token to echo in X-XSRF-TOKEN (docs/decisions/0100-xsrf-across-origins.md). The
 * provider sends the current token in that response header, which a client on another origin can
 * read (CORS exposes it) while the XSRF-TOKEN cookie stays out of its reach. The latest header
 * value wins; the cookie is the fallback for a same-origin provider that only sets the cookie.
 */
let latest: string | undefined;

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

export function xsrfToken(): string | undefined {
  return latest ?? readCookie(XSRF_COOKIE_NAME);
}

/** Keeps the token a reply carries; returns true when it is a new one. */
export function rememberXsrfToken(value: string | null | undefined): boolean {
  const token = value?.trim();
  if (!token || token === latest) return false;
  latest = token;
  return true;
}

/** Reads the token header of a fetch reply. */
export function rememberXsrfFrom(headers: Headers): boolean {
  return rememberXsrfToken(headers.get(XSRF_HEADER_NAME));
}

/** For tests and sign-out flows that must start clean. */
export function forgetXsrfToken(): void {
  latest = undefined;
}
