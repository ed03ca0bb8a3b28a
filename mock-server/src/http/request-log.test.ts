import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createDeps, type AppDeps } from '../deps.js';
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
      loadEnv({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(40) }),
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
      .set('Cookie', 'XSRF-TOKEN=secret-cookie-value');
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
});
