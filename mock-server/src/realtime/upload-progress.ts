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
  // At most every 250 ms while the body streams in; the final count always goes out, once: a last
  // chunk that came after the interval has already sent it.
  const interval = options.intervalMs ?? 250;
  const now = options.now ?? Date.now;
  let uploaded = 0;
  let lastSent = -Infinity;
  let sentCount = -1;
  let finished = false;
  const send = () => {
    lastSent = now();
    sentCount = uploaded;
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
      if (sentCount !== uploaded) send();
    },
  };
}
