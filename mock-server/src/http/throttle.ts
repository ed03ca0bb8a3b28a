import type { Request, Response } from 'express';

/**
 * Reads an upload no faster than `bytesPerSecond` by holding the connection paused while it is
 * ahead of that pace. The client's own progress events then slow down too: TCP backpressure
 * reaches it. The HTTP layer resumes the socket whenever the body's reader wants more, so
 * resume() is held back as well while the pace is ahead.
 */
export function throttleIncoming(req: Request, bytesPerSecond: number): void {
  const socket = req.socket;
  const start = Date.now();
  const startBytes = socket.bytesRead;
  const resume = socket.resume.bind(socket);
  let holding = false;
  socket.resume = function heldResume(this: typeof socket) {
    return holding ? this : resume();
  };
  const tick = () => {
    const allowed = ((Date.now() - start) / 1000) * bytesPerSecond;
    const ahead = socket.bytesRead - startBytes > allowed;
    if (ahead && !holding) {
      holding = true;
      socket.pause();
    } else if (!ahead && holding) {
      holding = false;
      resume();
    }
  };
  const timer = setInterval(tick, 20);
  const stop = () => {
    clearInterval(timer);
    socket.resume = resume;
    if (holding && !socket.destroyed) resume();
    holding = false;
  };
  req.once('end', stop);
  req.once('close', stop);
}

/**
 * Sends a reply no faster than `bytesPerSecond`: after each chunk, write() reports a full buffer
 * and 'drain' follows when the pace allows, so a piped file stream waits (never buffers ahead).
 */
export function throttleOutgoing(res: Response, bytesPerSecond: number): void {
  const start = Date.now();
  let sent = 0;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const ok = write(chunk, ...rest);
    if (typeof chunk === 'string') sent += Buffer.byteLength(chunk);
    else if (chunk instanceof Uint8Array) sent += chunk.byteLength;
    const due = (sent / bytesPerSecond) * 1000 - (Date.now() - start);
    if (due <= 0) return ok;
    setTimeout(() => {
      if (!res.destroyed) res.emit('drain');
    }, due).unref();
    return false;
  }) as Response['write'];
}
