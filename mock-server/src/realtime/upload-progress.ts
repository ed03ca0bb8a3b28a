/** How often, at most, byte progress goes out while an upload streams in. */
export const BYTE_PROGRESS_INTERVAL_MS = 250;

export interface ByteProgress {
  /** Counts bytes read from the request; emits when the interval has passed. */
  add(bytes: number): void;
  /** Emits the final count (always), once the whole body has arrived. */
  finish(): void;
}

/**
 * `uploadProgress { uploadedBytes, totalBytes }` for one upload, throttled so a fast upload does
 * not flood the uploader's sockets. totalBytes is what the client declared
 * (Content-Length, else its file-size header); it grows to the count if the client undersold it.
 */
export function createByteProgress(options: {
  send: (uploadedBytes: number, totalBytes: number) => void;
  totalBytes: number;
  intervalMs?: number;
  now?: () => number;
}): ByteProgress {
  const interval = options.intervalMs ?? BYTE_PROGRESS_INTERVAL_MS;
  const now = options.now ?? Date.now;
  let uploaded = 0;
  let lastSent = -Infinity;
  let finished = false;
  const send = () => {
    lastSent = now();
    options.send(uploaded, Math.max(options.totalBytes, uploaded));
  };
  return {
    add(bytes) {
      if (finished) return;
      uploaded += bytes;
      if (now() - lastSent >= interval) send();
    },
    finish() {
      if (finished) return;
      finished = true;
      send();
    },
  };
}
