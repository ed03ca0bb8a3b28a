import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devCalls } from '@inkreel/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import { Journal, statusMatches } from './journal.js';

const entry = (path: string, status: number, method = 'GET') => ({
  at: new Date().toISOString(),
  method,
  path,
  status,
  durationMs: 1,
  scenario: 'normal' as const,
});

describe('Journal', () => {
  it('keeps the newest 200, newest first', () => {
    const journal = new Journal();
    for (let i = 0; i < 205; i += 1) journal.add(entry(`/api/videos?page=${i}`, 200));
    const list = journal.list();
    expect(list).toHaveLength(200);
    expect(list[0]?.path).toBe('/api/videos?page=204');
    expect(list.at(-1)?.path).toBe('/api/videos?page=5');
  });

  it('filters by method, path part, status or class, and scenario, combined', () => {
    const journal = new Journal();
    journal.add(entry('/api/videos', 200));
    journal.add(entry('/api/wallet/deposit', 503, 'POST'));
    journal.add({ ...entry('/api/wallet/balance', 401), scenario: 'session-expired' });
    expect(journal.list({ method: 'POST' }).map((e) => e.path)).toEqual(['/api/wallet/deposit']);
    expect(journal.list({ path: 'WALLET' })).toHaveLength(2);
    expect(journal.list({ status: '5xx' }).map((e) => e.status)).toEqual([503]);
    expect(journal.list({ status: '401', scenario: 'session-expired' })).toHaveLength(1);
    expect(journal.list({ status: '401', scenario: 'normal' })).toHaveLength(0);
    expect(statusMatches(0, '0')).toBe(true);
  });
});

describe('GET /__dev/journal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('records each request with method, path, status, time and scenario', async () => {
    await request(t.app).get('/api/videos?page=1').expect(200);
    t.deps.faults.set('session-expired');
    await request(t.app).get('/api/wallet/balance').set('Authorization', 'Bearer abc').expect(401);
    t.deps.faults.set('normal');
    await request(t.app).post('/api/auth/login').send({}).expect(400);

    const res = await request(t.app).get('/__dev/journal');
    expectReply(devCalls.journal, res, 200);
    const [login, balance, videos] = res.body.entries;
    expect(login).toMatchObject({ method: 'POST', path: '/api/auth/login', status: 400 });
    expect(balance).toMatchObject({
      method: 'GET',
      path: '/api/wallet/balance',
      status: 401,
      scenario: 'session-expired',
    });
    expect(videos).toMatchObject({ path: '/api/videos?page=1', status: 200, scenario: 'normal' });
    expect(videos.durationMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(videos.at)).not.toBeNaN();
  });

  it('filters through the query string and leaves developer routes out', async () => {
    const res = await request(t.app).get('/__dev/journal?status=4xx&method=get');
    expectReply(devCalls.journal, res, 200);
    expect(res.body.entries.map((e: { path: string }) => e.path)).toEqual(['/api/wallet/balance']);
    const all = await request(t.app).get('/__dev/journal');
    expect(all.body.entries.some((e: { path: string }) => e.path.startsWith('/__dev'))).toBe(false);
  });

  it('answers a bad filter with a 400 JSON error', async () => {
    const res = await request(t.app).get('/__dev/journal?status=fine');
    expectReply(devCalls.journal, res, 400);
    const scenario = await request(t.app).get('/__dev/journal?scenario=sunny');
    expect(scenario.status).toBe(400);
  });
});
