// Node and browsers both have the WHATWG URL class; shared is typed for neither, so the part used
// here is typed locally.
interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  origin: string;
}
const WhatwgUrl = (
  globalThis as unknown as {
    URL: { canParse(text: string): boolean; new (text: string): ParsedUrl };
  }
).URL;

/** True for `http(s)://host[:port]` with at most a trailing slash: no user, path, query or hash. */
function isBareOrigin(text: string): boolean {
  if (!WhatwgUrl.canParse(text)) return false;
  const url = new WhatwgUrl(text);
  // URL normalises "http://h/." or "http://h?" to a bare origin, so the text itself is checked too.
  const afterScheme = text.replace(/^[a-z]+:\/\//i, '').replace(/\/$/, '');
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    !/[/?#@\\]/.test(afterScheme)
  );
}

export type OriginReading = { ok: true; origin: string } | { ok: false; message: string };

/**
 * A bare web origin, normalised the way browsers send it in the Origin header (lower-case host,
 * default port dropped, no trailing slash), or the message that says why `value` is not one.
 * Plain code so the browser reads its configuration without zod (docs/decisions/0448);
 * `originSchema` is this rule as a schema.
 */
export function readOrigin(value: string): OriginReading {
  const text = value.trim();
  if (isBareOrigin(text)) return { ok: true, origin: new WhatwgUrl(text).origin };
  return {
    ok: false,
    message: `"${value}" is not an origin: expected http(s)://host[:port] with no path`,
  };
}
