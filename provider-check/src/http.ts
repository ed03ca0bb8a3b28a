import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME, type HttpMethod } from '@inkreel/shared';
import { networkReason } from './errors.js';

export const NOT_JSON = Symbol('not JSON');

export interface Reply {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or NOT_JSON (binary replies are not read as JSON). */
  json: unknown;
  /** The body's size in bytes (binary replies) or its text (others, for error details). */
  bytes: number;
  text: string;
}

export interface SendOptions {
  token?: string;
  headers?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** Read the body as bytes (files, media) rather than as JSON. */
  binary?: boolean;
  /** A body sent as it is, under its own Content-Type (the hostile checks' malformed bodies). */
  raw?: { type: string; text: string };
  /** A made-up XSRF cookie and a header that does not match it, instead of the provider's. */
  forgedXsrf?: boolean;
}

/** The request never got a reply (refused, unknown host, timeout). */
export class NoReply extends Error {
  override name = 'NoReply';
}

/**
 * Calls the provider as the client does (docs/product.md section 7): JSON bodies, the bearer header, and
 * the XSRF-TOKEN cookie echoed in X-XSRF-TOKEN once the provider has set it.
 */
export class ProviderHttp {
  private xsrf: string | undefined;

  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs: number,
  ) {}

  /** A path (`/api/...`) on the provider, or an absolute URL as it is. */
  urlOf(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.baseUrl}${path}`;
  }

  async send(method: HttpMethod, path: string, options: SendOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (this.xsrf) {
      headers.Cookie = `${XSRF_COOKIE_NAME}=${this.xsrf}`;
      if (method !== 'GET') headers[XSRF_HEADER_NAME] = decodeURIComponent(this.xsrf);
    }
    if (options.forgedXsrf) {
      headers.Cookie = `${XSRF_COOKIE_NAME}=forged-cookie-token`;
      headers[XSRF_HEADER_NAME] = 'another-header-token';
    }
    let body: FormData | string | undefined;
    if (options.raw) {
      headers['Content-Type'] = options.raw.type;
      body = options.raw.text;
    } else if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    let res: Response;
    try {
      res = await fetch(this.urlOf(path), {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new NoReply(networkReason(error));
    }
    this.keepXsrf(res.headers);
    try {
      return await readReply(res, options.binary === true);
    } catch (error) {
      throw new NoReply(`the reply broke off: ${networkReason(error)}`);
    }
  }

  private keepXsrf(headers: Headers): void {
    for (const cookie of headers.getSetCookie()) {
      const match = new RegExp(`^${XSRF_COOKIE_NAME}=([^;]*)`).exec(cookie);
      if (match?.[1]) this.xsrf = match[1];
    }
  }
}

async function readReply(res: Response, binary: boolean): Promise<Reply> {
  const type = res.headers.get('content-type') ?? '';
  if (binary && res.ok) {
    const bytes = (await res.arrayBuffer()).byteLength;
    return { status: res.status, headers: res.headers, json: NOT_JSON, bytes, text: '' };
  }
  const text = await res.text();
  let json: unknown = NOT_JSON;
  if (/json/i.test(type) || /^\s*[[{]/.test(text)) {
    try {
      json = JSON.parse(text);
    } catch {
      json = NOT_JSON;
    }
  }
  return { status: res.status, headers: res.headers, json, bytes: text.length, text };
}
