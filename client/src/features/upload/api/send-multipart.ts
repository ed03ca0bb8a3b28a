import { ApiError, apiErrorFrom } from '../../../lib/api-client';

/** A 2xx reply of the uploader: its status and parsed body, for the caller's contract to check. */
export interface MultipartReply {
  status: number;
  body: unknown;
}

export interface MultipartRequest {
  url: string;
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
 * POSTs multipart form data with XMLHttpRequest, because fetch cannot report upload progress.
 * Resolves with the 2xx status and JSON body; rejects with ApiError (status 0 for network failures).
 */
export function sendMultipart(req: MultipartRequest): Promise<MultipartReply> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', req.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) req.onProgress?.(event.loaded, event.total);
    };
    xhr.upload.onload = () => req.onSent?.();
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ status: xhr.status, body });
        return;
      }
      reject(apiErrorFrom(xhr.status, body));
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
