import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE_NAME } from '@inkreel/shared';
import { createApp } from '../app.js';
import type { AppDeps } from '../app-deps.js';
import { createDeps } from '../deps.js';
import { loadEnv } from '../env.js';
import { createUser } from '../test/users.js';

describe('request log', () => {
  const lines: string[] = [];
  let dataDir: string;
  let deps: AppDeps;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'inkreel-log-'));
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    deps = await createDeps(
      // Cheap hashes for the test users, as createTestApp's (password.test.ts checks 2^17).
      loadEnv({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(40), PASSWORD_HASH_COST: '10' }),
      pino({ level: 'info' }, sink),
    );
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes one line per request with method, url and status, and no token or cookie', async () => {
    const user = await createUser(deps);
    const app = createApp(deps);
    await request(app)
      .get('/api/wallet/balance')
      .set('Authorization', user.bearer)
      .set('Cookie', `${XSRF_COOKIE_NAME}=secret-cookie-value`);
    const entries = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((e) => e.req);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      req: { method: 'GET', url: '/api/wallet/balance' },
      res: { statusCode: 200 },
    });
    const text = lines.join('\n');
    expect(text).not.toContain(user.token);
    expect(text).not.toContain('secret-cookie-value');
  });

  it('numbers the requests of each app from 1, whatever other apps have logged', async () => {
    lines.length = 0;
    const first = createApp(deps);
    const second = createApp(deps);
    await request(first).get('/api/videos/featured');
    await request(first).get('/api/videos/featured');
    await request(second).get('/api/videos/featured');
    const ids = lines
      .map((line) => JSON.parse(line) as { req?: { id: number } })
      .flatMap((e) => (e.req ? [e.req.id] : []));
    expect(ids).toEqual([1, 2, 1]);
  });

  it('logs a client that aborts an upload at info with 499, never as a 500 with a stack', async () => {
    lines.length = 0;
    const user = await createUser(deps, { credits: 100 });
    const server = createServer(createApp(deps));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const boundary = 'inkreel-log-abort';
    const head = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="video"; filename="clip.mp4"',
        'Content-Type: video/mp4',
        '',
        'x'.repeat(32 * 1024),
      ].join('\r\n'),
    );
    const req = httpRequest({
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      method: 'POST',
      path: '/api/videos/upload',
      headers: {
        Authorization: user.bearer,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + 1024 * 1024),
      },
    });
    req.on('error', () => undefined);
    req.write(head);
    const tempDir = path.join(dataDir, 'uploads-tmp');
    const deadline = Date.now() + 5000;
    while ((await readdir(tempDir)).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    req.destroy();
    const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    while (!logged().some((e) => e.req) && Date.now() < deadline + 5000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => server.close(resolve));

    const entries = logged();
    expect(entries.filter((e) => Number(e.level) >= 50)).toEqual([]);
    expect(lines.join('\n')).not.toContain('"stack"');
    const requestLine = entries.find((e) => e.req);
    expect(requestLine).toMatchObject({ level: 30, res: { statusCode: 499 } });
  });
});
