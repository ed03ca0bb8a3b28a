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
import { replyChecksOf, SAMPLE_EVERY, type ReplyCheckMode } from './reply-checks.js';

interface BrokenApp {
  app: Express;
  bearer: string;
  /** The breaches this app logged. */
  breaches: string[];
}

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** An app whose GET /api/auth/status reply breaks its contract (a stored e-mail that is not one). */
async function brokenApp(mode: ReplyCheckMode): Promise<BrokenApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'inkreel-checks-'));
  dirs.push(dataDir);
  const breaches: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      breaches.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const env = loadEnv({ DATA_DIR: dataDir, JWT_SECRET: 'z'.repeat(40), REPLY_CHECKS: mode });
  const deps = await createDeps(env, pino({ level: 'error' }, sink));
  const { user, bearer } = await createUser(deps);
  user.email = 'not-an-email';
  return { app: createApp(deps), bearer, breaches };
}

const status = async (t: BrokenApp): Promise<number> =>
  (await request(t.app).get('/api/auth/status').set('Authorization', t.bearer)).status;

describe('reply checks belong to one app', () => {
  it('keeps the mode each app was built with when another app is built after it', async () => {
    const unchecked = await brokenApp('off');
    const checked = await brokenApp('all');
    expect(replyChecksOf(unchecked.app)).not.toBe(replyChecksOf(checked.app));
    // Built first, the unchecked app still sends the breaking reply; the checked one refuses it.
    expect(await status(unchecked)).toBe(200);
    expect(await status(checked)).toBe(500);
  });

  it('counts sampled replies per app, so one app never samples for another', async () => {
    const first = await brokenApp('sample');
    const second = await brokenApp('sample');
    for (let i = 1; i < SAMPLE_EVERY; i += 1) expect(await status(first)).toBe(200);
    // A shared count would make this the hundredth reply and sample it in the second app.
    expect(await status(second)).toBe(200);
    expect(second.breaches).toEqual([]);
    expect(first.breaches).toEqual([]);
    expect(await status(first)).toBe(200);
    expect(first.breaches).toHaveLength(1);
    expect(first.breaches[0]).toContain('GET /api/auth/status breaks its contract');
  });
});
