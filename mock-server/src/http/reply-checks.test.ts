import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createDeps } from '../deps.js';
import { loadEnv } from '../env.js';
import { createUser } from '../test/users.js';

interface BrokenApp {
  app: Express;
  bearer: string;
  /** What this app logged at error level. */
  breaches: string[];
}

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** An app whose GET /api/auth/status reply breaks its contract (a stored e-mail that is not one). */
async function brokenApp(mode: 'on' | 'off'): Promise<BrokenApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'inkreel-checks-'));
  dirs.push(dataDir);
  const breaches: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      breaches.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const env = loadEnv({
    DATA_DIR: dataDir,
    JWT_SECRET: 'z'.repeat(40),
    REPLY_CHECKS: mode,
    // Cheap hashes for the test user, as createTestApp's (password.test.ts checks 2^17).
    PASSWORD_HASH_COST: '10',
  });
  const deps = await createDeps(env, pino({ level: 'error' }, sink));
  const { user, bearer } = await createUser(deps);
  user.email = 'not-an-email';
  return { app: createApp(deps), bearer, breaches };
}

const status = async (t: BrokenApp): Promise<number> =>
  (await request(t.app).get('/api/auth/status').set('Authorization', t.bearer)).status;

describe('reply checks (REPLY_CHECKS)', () => {
  it('on (the default): a reply that breaks its contract is a 500, logged as a server bug', async () => {
    const checked = await brokenApp('on');
    expect(await status(checked)).toBe(500);
    expect(checked.breaches.join('\n')).toContain('GET /api/auth/status breaks its contract');
  });

  it('off: the reply is sent as it is, and each app keeps the mode it was built with', async () => {
    const unchecked = await brokenApp('off');
    const checked = await brokenApp('on');
    expect(await status(unchecked)).toBe(200);
    expect(unchecked.breaches).toEqual([]);
    expect(await status(checked)).toBe(500);
  });

  it('defaults to on', () => {
    expect(loadEnv({}).REPLY_CHECKS).toBe('on');
  });
});
