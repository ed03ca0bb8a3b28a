/**
 * The page's first call, started by the inline script in index.html before the app's script has
 * downloaded (the production web server names it in the page: client/server/route-preloads.ts).
 * The API client takes the reply instead of sending the same call again (docs/decisions/0182).
 */
export interface FirstCall {
  /** The full URL, on the configured provider. */
  url: string;
  /** The Authorization header it was sent with. */
  authorization: string;
  /** When it was sent (Date.now()). */
  at: number;
  reply: Promise<Response>;
}

declare global {
  interface Window {
    __inkreelFirstCall?: FirstCall;
  }
}

/** A page that has not asked for its first call by then never will: the reply is too old to use. */
export const FIRST_CALL_FRESH_MS = 10_000;

/**
 * The early reply to a GET of `url` sent with `authorization`, once; undefined when there is none,
 * it was for another URL or token (a session that changed meanwhile), or it is too old.
 */
export function takeFirstCall(
  url: string,
  authorization: string | undefined,
  now = Date.now(),
): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__inkreelFirstCall;
  if (early?.url !== url || early.authorization !== authorization) return undefined;
  window.__inkreelFirstCall = undefined;
  return now - early.at <= FIRST_CALL_FRESH_MS ? early.reply : undefined;
}
