import { XSRF_HEADER_NAME } from '@inkreel/shared';
import { ApiError, apiErrorFrom, reportStatus, shouldRetryXsrf } from '../../../lib/api/api-client';
import { rememberXsrfToken, xsrfToken } from '../../../lib/api/xsrf';

export interface MultipartRequest {
  url: string;
  /** POST (the uploads) unless said otherwise (a storyboard is PUT on its video). */
  method?: 'POST' | 'PUT';
  body: FormData;
  headers: Record<string, string>;
  /** Bytes of the request body sent so far. */
  onProgress?: (loaded: number, total: number) => void;
  /** All bytes are sent; the reply may still take a while (server-side processing). */
  onSent?: () => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends multipart form data with XMLHttpRequest, because fetch cannot report upload progress.
 * Resolves with the parsed 2xx body; rejects with ApiError (status 0 for network failures). Like
 * request(), it keeps the XSRF token of the reply and sends once more, with the new token, when
 * the provider refused the old one (the provider refuses before reading the file).
 */
export async function sendMultipart(req: MultipartRequest): Promise<unknown> {
  const first = await attempt(req);
  if (!shouldRetryXsrf(first.status, first.body, req.headers[XSRF_HEADER_NAME]))
    return settle(first);
  const headers = { ...req.headers, [XSRF_HEADER_NAME]: xsrfToken() ?? '' };
  return settle(await attempt({ ...req, headers }));
}

interface Reply {
  status: number;
  body: unknown;
}

function settle(reply: Reply): unknown {
  if (reply.status >= 200 && reply.status < 300) return reply.body;
  throw apiErrorFrom(reply.status, reply.body);
}

function attempt(req: MultipartRequest): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(req.method ?? 'POST', req.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) req.onProgress?.(event.loaded, event.total);
    };
    xhr.upload.onload = () => req.onSent?.();
    xhr.onload = () => {
      rememberXsrfToken(xhr.getResponseHeader(XSRF_HEADER_NAME));
      reportStatus(xhr.status, req.headers.Authorization);
      resolve({ status: xhr.status, body: parse(xhr.responseText) });
    };
    xhr.onerror = () => reject(new ApiError(0, undefined, undefined, 'Network error occurred'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (req.signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    req.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(req.body);
  });
}
