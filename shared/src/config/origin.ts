import * as z from 'zod/mini';

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

const notAnOrigin = (value: string) =>
  `"${value}" is not an origin: expected http(s)://host[:port] with no path`;

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

/**
 * A bare web origin, normalised the way browsers send it in the Origin header: lower-case host,
 * default port dropped, no trailing slash.
 */
export const originSchema = z.pipe(
  z.string(),
  z.transform((value: string, ctx) => {
    const text = value.trim();
    if (isBareOrigin(text)) return new WhatwgUrl(text).origin;
    ctx.issues.push({ code: 'custom', message: notAnOrigin(value), input: value });
    return z.NEVER;
  }),
);

/** A comma-separated list of origins, at least one; empty entries are ignored. */
export const originListSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    ),
  ),
  z.array(originSchema).check(z.minLength(1, 'Give at least one origin')),
);
