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
}) {
  // At most every 250 ms while the body streams in; the final count always goes out.
  const interval = options.intervalMs ?? 250;
  const now = options.now ?? Date.now;
  let uploaded = 0;
  let lastSent = -Infinity;
  let finished = false;
  const send = () => {
    lastSent = now();
    options.send(uploaded, Math.max(options.totalBytes, uploaded));
  };
  return {
    add(bytes: number) {
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
