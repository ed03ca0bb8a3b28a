import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createHttpServer, MIN_UPLOAD_BYTES_PER_SECOND, timeoutsFor } from './server.js';

/** Like an upload route: reads the whole body before answering. */
const readBody = (req: IncomingMessage, res: ServerResponse) => {
  req.resume();
  req.on('end', () => res.end('done'));
};

describe('server timeouts', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  it('gives a 2 GiB upload at the slowest served rate time to finish, and limits headers', () => {
    const twoGiB = 2 * 1024 ** 3;
    const t = timeoutsFor(twoGiB);
    expect(t.requestTimeout).toBeGreaterThan(0);
    expect(t.requestTimeout).toBeGreaterThanOrEqual((twoGiB / MIN_UPLOAD_BYTES_PER_SECOND) * 1000);
    expect(t.headersTimeout).toBe(60_000);
    expect(t.idleTimeout).toBeGreaterThan(0);
    // Small limits still leave ten minutes for a request.
    expect(timeoutsFor(1024).requestTimeout).toBe(10 * 60_000);
  });

  /** Sends headers and then a byte every `everyMs`; resolves with what the server answered. */
  async function trickle(everyMs: number, totalMs: number): Promise<string> {
    if (!server) throw new Error('the server is not listening');
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000000\r\n\r\n');
    const timer = setInterval(() => socket.write('x'), everyMs);
    await new Promise<void>((resolve) => {
      socket.once('close', () => resolve());
      setTimeout(resolve, totalMs);
    });
    clearInterval(timer);
    socket.destroy();
    return answer;
  }

  it('cuts off a request whose body keeps trickling past the request timeout', async () => {
    server = createHttpServer(readBody, {
      headersTimeout: 300,
      requestTimeout: 600,
      idleTimeout: 5_000,
      checkInterval: 50,
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    expect(await trickle(50, 3_000)).toContain('408');
  });

  it('closes a connection whose upload stalls', async () => {
    server = createHttpServer(readBody, {
      headersTimeout: 5_000,
      requestTimeout: 60_000,
      idleTimeout: 300,
      checkInterval: 1_000,
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    await trickle(60_000, 3_000);
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});
