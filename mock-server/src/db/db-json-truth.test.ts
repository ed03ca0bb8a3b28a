import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { authCalls, IDEMPOTENCY_HEADER, walletCalls } from '@inkreel/shared';
import { createApp } from '../app.js';
import { createDeps } from '../deps.js';
import { loadEnv } from '../env.js';
import { registerAccount } from '../test/auth-flows.js';
import { expectReply } from '../test/expect-reply.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createUser } from '../test/users.js';
import type { DbData } from './schema.js';
import { DB_FILE } from './store.js';

/** db.json read as any tool would: nothing else in DATA_DIR completes it. */
async function stored(t: TestApp): Promise<DbData> {
  return JSON.parse(await readFile(path.join(t.dataDir, DB_FILE), 'utf8')) as DbData;
}

/** Files in DATA_DIR besides db.json (none: no journal, no snapshot; folders hold media). */
async function otherFiles(t: TestApp): Promise<string[]> {
  const entries = await readdir(t.dataDir, { withFileTypes: true });
  return entries.filter((e) => !e.isDirectory() && e.name !== DB_FILE).map((e) => e.name);
}

describe('db.json after acknowledged writes', () => {
  let t: TestApp;
  afterEach(() => t.cleanup());

  it('holds a registration as soon as it is answered, with no journal beside it', async () => {
    t = await createTestApp();
    const { email } = await registerAccount(t, { name: 'Grace Hopper' });
    const user = (await stored(t)).users.find((u) => u.email === email);
    expect(user).toMatchObject({ name: 'Grace Hopper', isEmailVerified: false });
    expect(await otherFiles(t)).toEqual([]);
  });

  it('holds a paid deposit (the payment and its credit) as soon as it is answered', async () => {
    t = await createTestApp();
    const payer = await createUser(t.deps);
    const deposit = await request(t.app)
      .post('/api/wallet/deposit')
      .set('Authorization', payer.bearer)
      .set(IDEMPOTENCY_HEADER, 'db-json-truth-1')
      .send({ amount: 12.5 });
    expectReply(walletCalls.deposit, deposit, 200);
    const id = deposit.body.payment_id as string;
    expect((await stored(t)).payments.find((p) => p._id === id)?.status).toBe('pending');
    const paid = await request(t.app).post(`/checkout/${id}/pay`).type('form').send('');
    expect(paid.status).toBe(303);
    const data = await stored(t);
    expect(data.payments.find((p) => p._id === id)).toMatchObject({ status: 'paid' });
    expect(data.ledger.filter((e) => e.reference === id)).toEqual([
      expect.objectContaining({ userId: payer.user._id, kind: 'deposit', amountCents: 1250 }),
    ]);
    expect(await otherFiles(t)).toEqual([]);
  });

  it('counts a view in memory first: the report is answered at once, the flush writes it', async () => {
    t = await createTestApp({ STORE_FLUSH_MS: '200' });
    const owner = await createUser(t.deps);
    t.deps.store.data.videos.push({
      _id: 'a'.repeat(24),
      title: 'Counted',
      description: '',
      tags: [],
      views: 10,
      createdAt: new Date().toISOString(),
      videoFile: 'videos/counted.mp4',
      uploaderId: owner.user._id,
      featured: false,
      status: 'ready',
    });
    await t.deps.store.write();
    const before = await readFile(path.join(t.dataDir, DB_FILE), 'utf8');
    const res = await request(t.app)
      .post(`/api/videos/${'a'.repeat(24)}/view`)
      .send({ seconds: 10 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ counted: true, views: 11 });
    expect(await readFile(path.join(t.dataDir, DB_FILE), 'utf8')).toBe(before);
    await expect
      .poll(async () => (await stored(t)).videos.find((v) => v.title === 'Counted')?.views)
      .toBe(11);
  });

  it('serves a name edited in db.json while the provider was stopped', async () => {
    t = await createTestApp();
    const person = await createUser(t.deps, { name: 'Before Edit' });
    await t.deps.store.close();
    const data = await stored(t);
    const user = data.users.find((u) => u._id === person.user._id);
    if (!user) throw new Error('user not in db.json');
    user.name = 'Edited By Hand';
    await writeFile(path.join(t.dataDir, DB_FILE), JSON.stringify(data, null, 2));

    const env = loadEnv({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) });
    const restarted = createApp(await createDeps(env, pino({ level: 'silent' })));
    const res = await request(restarted)
      .get('/api/auth/status')
      .set('Authorization', person.bearer);
    expectReply(authCalls.status, res, 200);
    expect(res.body.name).toBe('Edited By Hand');
  });
});
