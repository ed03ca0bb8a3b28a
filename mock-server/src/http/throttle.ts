import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import type { Response } from 'express';

/**
 * Passes bytes on no faster than `bytesPerSecond` (the slow-network fault): a chunk is held until
 * the bytes before it are due, and while it is held the stream feeding it waits (backpressure),
 * back to the client's socket when that stream is a request body.
 */
export class Pace extends Transform {
  private readonly start = Date.now();
  private sent = 0;

  constructor(private readonly bytesPerSecond: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const due = (this.sent / this.bytesPerSecond) * 1000 - (Date.now() - this.start);
    this.sent += chunk.length;
    setTimeout(() => done(null, chunk), Math.max(0, due));
  }
}

/**
 * Whatever is piped into this reply (a media file streamed by `send`) goes out through a Pace
 * instead: the reply's 'pipe' event hands over the source before it starts to flow.
 */
export function paceReply(res: Response, bytesPerSecond: number): void {
  res.once('pipe', (source: Readable) => {
    source.unpipe(res);
    pipeline(source, new Pace(bytesPerSecond), res, () => undefined);
  });
}
