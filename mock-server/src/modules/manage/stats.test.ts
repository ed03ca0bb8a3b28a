import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  manageCalls,
  STATS_CSV_COLUMNS,
  STATS_DAYS,
  type ItemStats,
  type StatsTotals,
  viewCalls,
} from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { patchItem, uploadItem } from '../../test/manage-requests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';
import { toCsv } from './stats-csv.js';

const today = () => new Date().toISOString().slice(0, 10);

/** CSV text as rows of cells, as a spreadsheet reads it. */
const parseCsv = (text: string): string[][] => parse(text, { relax_column_count: true });

describe('statistics (manage)', () => {
  let t: TestApp;
  let owner: TestUser;
  let watcher: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ STORE_FLUSH_MS: '50' });
    [owner, watcher] = await Promise.all([
      createUser(t.deps, { credits: 100 }),
      createUser(t.deps, { credits: 100 }),
    ]);
  });
  afterAll(() => t.cleanup());

  it("counts other viewers' played views and likes on today's day and in the totals, and the CSV says the same", async () => {
    const video = await uploadItem(t.app, owner, 'video', { title: 'Watched, "quoted"' });
    const audio = await uploadItem(t.app, owner, 'audio');
    // Views are counted by playback reports (the views module), once per viewer a day; a read of
    // the video counts nothing.
    await request(t.app).get(`/api/videos/${video._id}`).set('Authorization', watcher.bearer);
    const viewPath = viewCalls.video.path.replace(':id', video._id);
    await request(t.app).post(viewPath).set('Authorization', watcher.bearer).send({ seconds: 10 });
    await request(t.app).post(viewPath).set('Authorization', watcher.bearer).send({ seconds: 12 });
    for (const visitorId of ['visitor-aaaaaaaaaaaa', 'visitor-bbbbbbbbbbbb'])
      await request(t.app).post(viewPath).send({ seconds: 10, visitorId });
    await request(t.app)
      .post(viewCalls.audio.path.replace(':id', audio._id))
      .send({ seconds: 10, visitorId: 'visitor-cccccccccccc' });
    await request(t.app).put(`/api/videos/${video._id}/like`).set('Authorization', watcher.bearer);

    const res = await request(t.app)
      .get(`/api/uploads/stats/video/${video._id}`)
      .set('Authorization', owner.bearer);
    expectReply(manageCalls.itemStats, res, 200);
    const stats = res.body as ItemStats;
    expect(stats.days).toHaveLength(STATS_DAYS);
    expect(stats.days.at(-1)).toEqual({ date: today(), views: 3, likes: 1, comments: 0 });
    expect(stats.days.slice(0, -1).every((d) => d.views === 0)).toBe(true);
    expect(stats.totals).toEqual({ views: 3, likes: 1, comments: 0 });

    const totals = await request(t.app)
      .get(manageCalls.statsTotals.path)
      .set('Authorization', owner.bearer);
    expectReply(manageCalls.statsTotals, totals, 200);
    expect((totals.body as StatsTotals).items).toEqual(
      expect.arrayContaining([
        {
          kind: 'video',
          id: video._id,
          title: video.title,
          visibility: 'public',
          totals: { views: 3, likes: 1, comments: 0 },
        },
        {
          kind: 'audio',
          id: audio._id,
          title: audio.title,
          visibility: 'public',
          totals: { views: 1, likes: 0, comments: 0 },
        },
      ]),
    );

    const csv = await request(t.app)
      .get(`${manageCalls.statsExport.path}?kind=video&id=${video._id}`)
      .set('Authorization', owner.bearer)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString()));
        r.on('end', () => done(null, text));
      });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    const rows = parseCsv(csv.body as string);
    expect(rows[0]).toEqual([...STATS_CSV_COLUMNS]);
    expect(rows).toHaveLength(1 + STATS_DAYS + 1);
    expect(rows.at(-2)).toEqual(['video', video._id, 'Watched, "quoted"', today(), '3', '1', '0']);
    expect(rows.at(-1)).toEqual(['video', video._id, 'Watched, "quoted"', 'total', '3', '1', '0']);

    const all = await request(t.app)
      .get(manageCalls.statsExport.path)
      .set('Authorization', owner.bearer);
    expect(all.status).toBe(200);
    expect(parseCsv(all.text)).toHaveLength(1 + 2 * (STATS_DAYS + 1));
  });

  it('keeps a formula in a title as text in the CSV', () => {
    const text = toCsv([
      {
        kind: 'poem',
        id: 'a'.repeat(24),
        title: '=HYPERLINK("http://x")',
        visibility: 'public',
        totals: {},
        days: [],
      },
    ]);
    expect(parseCsv(text)[1]?.[2]).toBe('\'=HYPERLINK("http://x")');
  });

  it("is its uploader's only: 401 signed out, 403 someone else's, 404 a private one of someone else's", async () => {
    const poem = await uploadItem(t.app, owner, 'poem');
    const path = `/api/uploads/stats/poem/${poem._id}`;
    expectReply(manageCalls.itemStats, await request(t.app).get(path), 401);
    expectReply(
      manageCalls.itemStats,
      await request(t.app).get(path).set('Authorization', watcher.bearer),
      403,
    );
    await patchItem(t.app, owner, 'poem', poem._id, { visibility: 'private' });
    expectReply(
      manageCalls.itemStats,
      await request(t.app).get(path).set('Authorization', watcher.bearer),
      404,
    );
    const own = await request(t.app).get(path).set('Authorization', owner.bearer);
    expectReply(manageCalls.itemStats, own, 200);
    // Poems are read, not played: no views, only likes and comments.
    expect((own.body as ItemStats).totals).toEqual({ likes: 0, comments: 0 });
    const half = await request(t.app)
      .get(`${manageCalls.statsExport.path}?kind=poem`)
      .set('Authorization', owner.bearer);
    expect(half.status).toBe(400);
    const bad = await request(t.app)
      .get('/api/uploads/stats/film/' + poem._id)
      .set('Authorization', owner.bearer);
    expect(bad.status).toBe(400);
  });
});
