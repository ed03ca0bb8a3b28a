import { once } from 'node:events';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { throttleOutgoing } from './throttle.js';

/** An app whose one route writes `chunks` as they are, waiting for 'drain' when told to. */
function appSending(chunks: (string | Buffer)[], bytesPerSecond: number) {
  const app = express();
  app.get('/slow', async (_req, res) => {
    throttleOutgoing(res, bytesPerSecond);
    res.type('application/octet-stream');
    for (const chunk of chunks) {
      if (!res.write(chunk)) await once(res, 'drain');
    }
    res.end();
  });
  return app;
}

async function timedBody(chunks: (string | Buffer)[], bytesPerSecond: number) {
  const started = Date.now();
  const res = await request(appSending(chunks, bytesPerSecond))
    .get('/slow')
    .buffer(true)
    .parse((reply, done) => {
      const parts: Buffer[] = [];
      reply.on('data', (part: Buffer) => parts.push(part));
      reply.on('end', () => done(null, Buffer.concat(parts)));
    });
  return { elapsed: Date.now() - started, body: res.body as Buffer };
}

describe('throttleOutgoing', () => {
  it('paces binary chunks to the rate and sends every byte', async () => {
    const chunks = Array.from({ length: 5 }, (_, i) => Buffer.alloc(10_000, i));
    const { elapsed, body } = await timedBody(chunks, 100_000);
    expect(body).toEqual(Buffer.concat(chunks));
    // 50 kB at 100 kB/s: the last chunk waits for the first four (400 ms).
    expect(elapsed).toBeGreaterThanOrEqual(380);
  });

  it('counts text chunks by their encoded bytes', async () => {
    // 5 × 2,500 emoji of 4 bytes each (50 kB); counting UTF-16 units would make it 25 kB.
    const chunks = Array.from({ length: 5 }, () => '😀'.repeat(2_500));
    const { elapsed, body } = await timedBody(chunks, 100_000);
    expect(body.toString('utf8')).toBe(chunks.join(''));
    expect(elapsed).toBeGreaterThanOrEqual(380);
  });
});
