import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  MY_UPLOADS_LIMIT,
  myUploadsCalls,
  uploadCalls,
  writingCalls,
  type MyUploads,
} from '@inkreel/shared';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import { newId } from '../../db/ids.js';
import { newestFirst } from '../../db/indexes.js';
import { expectReply } from '../../test/expect-reply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { postUpload } from '../../test/upload-requests.js';
import { createUser, type TestUser } from '../../test/users.js';

const PATH = myUploadsCalls.mine.path;
const EMPTY: MyUploads = { videos: [], music: [], books: [], stories: [], poems: [] };

async function mine(t: TestApp, user: TestUser): Promise<MyUploads> {
  const res = await request(t.app).get(PATH).set('Authorization', user.bearer);
  expectReply(myUploadsCalls.mine, res, 200);
  return res.body as MyUploads;
}

/** Two calls in one millisecond would share a createdAt: wait for the clock to move on. */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('GET /api/uploads/mine', () => {
  let t: TestApp;
  let users: Record<'fresh' | 'unverified' | 'ann' | 'bob' | 'cy', TestUser>;
  beforeAll(async () => {
    t = await createTestApp();
    // In parallel: each account's password hash takes a while.
    const [fresh, unverified, ann, bob, cy] = await Promise.all([
      createUser(t.deps),
      createUser(t.deps, { verified: false }),
      createUser(t.deps, { name: 'Ann Author', credits: 20 }),
      createUser(t.deps, { credits: 20 }),
      createUser(t.deps),
    ]);
    users = { fresh, unverified, ann, bob, cy };
  });
  afterAll(() => t.cleanup());

  const publish = async (
    user: TestUser,
    kind: 'poem' | 'story',
    title: string,
  ): Promise<{ _id: string }> => {
    const call = uploadCalls[kind];
    const res = await request(t.app)
      .post(call.path)
      .set('Authorization', user.bearer)
      .send({ title, content: `${title}, the text` });
    expectReply(call, res, 201);
    return res.body as { _id: string };
  };

  it('answers 401 with the coded error body without a token or with a bad one', async () => {
    const none = await request(t.app).get(PATH);
    expectReply(myUploadsCalls.mine, none, 401);
    expect(none.body.code).toBe(ErrorCode.UNAUTHORIZED);
    const bad = await request(t.app).get(PATH).set('Authorization', 'Bearer not-a-valid-token');
    expectReply(myUploadsCalls.mine, bad, 401);
    expect(bad.body.code).toBe(ErrorCode.UNAUTHORIZED);
  });

  it('gives a fresh account five empty lists, whether or not its e-mail is verified', async () => {
    expect(await mine(t, users.fresh)).toEqual(EMPTY);
    expect(await mine(t, users.unverified)).toEqual(EMPTY);
  });

  it("lists the account's own poems, story and track by kind, newest first", async () => {
    const { ann, bob } = users;
    const first = await publish(ann, 'poem', 'First light');
    await publish(bob, 'poem', 'Not Ann’s');
    const story = await publish(ann, 'story', 'The long road');
    await nextMillisecond();
    const second = await publish(ann, 'poem', 'Second light');
    const track = await postUpload(t.app, 'audio', { bearer: ann.bearer });
    expectReply(uploadCalls.audio, track, 201);
    await postUpload(t.app, 'audio', { bearer: bob.bearer }).expect(201);

    const body = await mine(t, ann);
    expect(body.poems.map((p) => p._id)).toEqual([second._id, first._id]);
    expect(body.stories.map((s) => s._id)).toEqual([story._id]);
    expect(body.music).toEqual([track.body.audio]);
    expect(body.videos).toEqual([]);
    expect(body.books).toEqual([]);
    const all = [...body.music, ...body.stories, ...body.poems];
    expect(all.every((item) => item.uploadedBy._id === ann.user._id)).toBe(true);

    // Each item is what the catalogue's own list gives for it.
    const stories = await request(t.app).get(writingCalls.stories.path);
    expectReply(writingCalls.stories, stories, 200);
    const listed = (stories.body as { stories: { _id: string }[] }).stories;
    expect(body.stories[0]).toEqual(listed.find((s) => s._id === story._id));
  });

  it('includes a video still processing and keeps only the newest of each kind', async () => {
    const { cy } = users;
    const at = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();
    t.deps.store.data.videos.push({
      _id: newId(),
      title: 'Still processing',
      description: '',
      tags: [],
      views: 0,
      createdAt: at(0),
      videoFile: 'videos/processing.mp4',
      uploaderId: cy.user._id,
      featured: false,
      status: 'processing',
    });
    const poems = Array.from({ length: MY_UPLOADS_LIMIT + 1 }, (_, n) => ({
      _id: newId(),
      kind: 'poem' as const,
      title: `Poem ${n}`,
      content: 'Words',
      tags: [],
      createdAt: at(n),
      uploaderId: cy.user._id,
    }));
    // Pushed out of date order: the reply is still newest first.
    t.deps.store.data.writings.push(...poems.slice(50), ...poems.slice(0, 50));
    await t.deps.store.write();

    const body = await mine(t, cy);
    expect(body.videos.map((v) => v.title)).toEqual(['Still processing']);
    expect(body.poems).toHaveLength(MY_UPLOADS_LIMIT);
    expect(body.poems[0]?.title).toBe(`Poem ${MY_UPLOADS_LIMIT}`);
    expect(body.poems.at(-1)?.title).toBe('Poem 1');
  });
});

describe('GET /api/uploads/mine on the seeded catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp();
  });
  afterAll(() => t.cleanup());

  it("lists a seeded creator's fixtures under each kind, newest first", async () => {
    const { data } = t.deps.store;
    const owner = data.videos[0]?.uploaderId;
    const user = data.users.find((u) => u._id === owner);
    if (!user) throw new Error('seed has no video with an uploader');
    const { token } = t.deps.tokens.issue(user._id);
    const res = await request(t.app).get(PATH).set('Authorization', `Bearer ${token}`);
    expectReply(myUploadsCalls.mine, res, 200);
    const body = res.body as MyUploads;
    const expected = (records: { _id: string; createdAt: string; uploaderId: string }[]) =>
      records
        .filter((r) => r.uploaderId === user._id)
        .sort(newestFirst)
        .slice(0, MY_UPLOADS_LIMIT)
        .map((r) => r._id);
    const ids = (items: { _id: string }[]) => items.map((i) => i._id);
    expect(body.videos.length).toBeGreaterThan(0);
    expect(ids(body.videos)).toEqual(expected(data.videos));
    expect(ids(body.music)).toEqual(expected(data.audios));
    expect(ids(body.books)).toEqual(expected(data.books));
    expect(ids(body.stories)).toEqual(expected(data.writings.filter((w) => w.kind === 'story')));
    expect(ids(body.poems)).toEqual(expected(data.writings.filter((w) => w.kind === 'poem')));
  });
});
