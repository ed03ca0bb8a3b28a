import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  searchCalls,
  uploadCalls,
  uploadStageCalls,
  videoCalls,
  type UploadStage,
} from '@inkreel/shared';
import { newId } from '../../db/ids.js';
import { expectReply } from '../../test/expect-reply.js';
import { brokenMp4 } from '../../test/media-samples.js';
import { createRealtimeTestApp, type RealtimeTestApp } from '../../test/realtime-app.js';
import { postUpload } from '../../test/upload-requests.js';
import { createUser, type TestUser } from '../../test/users.js';
import { myUploadsOf } from '../my-uploads/my-uploads.service.js';
import { PROCESSING_STEPS } from './upload-stages.js';

const STEP_NAMES = PROCESSING_STEPS.map((s) => s.name);

describe('recoverable uploads: GET /api/uploads/{id} and events by user', () => {
  let t: RealtimeTestApp;
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    // Long enough to drop a socket mid-run and to read the stage while it runs.
    t = await createRealtimeTestApp({ PROCESSING_MS: '1500' });
    [owner, other] = await Promise.all([
      createUser(t.deps, { credits: 100 }),
      createUser(t.deps, { credits: 10 }),
    ]);
  });
  afterAll(() => t.close());

  const openSocket = async (token: string) => {
    const { socket, received } = await t.openSocket(token);
    return { socket, events: received };
  };

  const waitFor = async (check: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  const stageOf = async (id: string, user?: TestUser) => {
    let req = request(t.app).get(`/api/uploads/${id}`);
    if (user) req = req.set('Authorization', user.bearer);
    return req;
  };

  async function uploadWithSocket(files?: NonNullable<Parameters<typeof postUpload>[2]>['files']) {
    const first = await openSocket(owner.token);
    const res = await postUpload(t.app, 'video', {
      bearer: owner.bearer,
      query: `?socketId=${first.socket.id}`,
      ...(files ? { files } : {}),
    });
    expectReply(uploadCalls.video, res, 201);
    return { first, id: res.body.video._id as string };
  }

  it('a socket dropped mid-processing is replaced by a new one with the same token, which gets the completion', async () => {
    const { first, id } = await uploadWithSocket();
    await waitFor(
      () => first.events.some((e) => e.payload.stage === STEP_NAMES[1]),
      'the second step',
    );
    const firstId = first.socket.id;
    first.socket.disconnect();
    const second = await openSocket(owner.token);
    expect(second.socket.id).not.toBe(firstId);
    await waitFor(() => second.events.some((e) => e.event === 'uploadComplete'), 'uploadComplete');
    const complete = second.events.find((e) => e.event === 'uploadComplete');
    expect(complete?.payload).toMatchObject({ uploadId: id, socketId: firstId });
    // The rest of the run came to the new socket, in order, ending at 100.
    const progress = second.events
      .filter((e) => e.event === 'uploadProgress')
      .map((e) => e.payload.progress as number);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    expect(first.events.some((e) => e.event === 'uploadComplete')).toBe(false);
  });

  it('answers each stage to the owner: processing with its steps, then ready', async () => {
    const { first, id } = await uploadWithSocket();
    await waitFor(
      () => first.events.some((e) => e.payload.stage === STEP_NAMES[1]),
      'the second step',
    );
    const during = await stageOf(id, owner);
    expectReply(uploadStageCalls.stage, during, 200);
    const processing = during.body as UploadStage;
    if (processing.stage !== 'processing') throw new Error(`got ${processing.stage}`);
    expect(processing.steps.map((s) => s.name)).toEqual(STEP_NAMES);
    expect(processing.steps[0]?.percent).toBe(100);
    expect(processing.steps[2]?.percent).toBe(0);
    expect(processing.progress).toBeGreaterThan(0);
    expect(processing.progress).toBeLessThan(100);

    // Still processing: its owner sees it in My uploads, nobody finds it in lists or search,
    // and only its owner may open it.
    const mine = myUploadsOf(t.deps.store, owner.user._id).videos.find((v) => v._id === id);
    expect(mine?.status).toBe('processing');
    const list = await request(t.app).get('/api/videos');
    expectReply(videoCalls.list, list, 200);
    expect(JSON.stringify(list.body)).not.toContain(id);
    const found = await request(t.app).get('/api/search').query({ q: 'Sunset' });
    expectReply(searchCalls.search, found, 200);
    expect(JSON.stringify(found.body)).not.toContain(id);
    expectReply(videoCalls.byId, await request(t.app).get(`/api/videos/${id}`), 404);
    const asOther = request(t.app).get(`/api/videos/${id}`).set('Authorization', other.bearer);
    expectReply(videoCalls.byId, await asOther, 404);
    const asOwner = request(t.app).get(`/api/videos/${id}`).set('Authorization', owner.bearer);
    expectReply(videoCalls.byId, await asOwner, 200);

    await waitFor(() => first.events.some((e) => e.event === 'uploadComplete'), 'uploadComplete');
    const after = await stageOf(id, owner);
    expectReply(uploadStageCalls.stage, after, 200);
    expect(after.body).toMatchObject({
      stage: 'ready',
      item: { _id: id },
      steps: STEP_NAMES.map((name) => ({ name, percent: 100 })),
    });
    const listed = await request(t.app).get('/api/videos');
    expect(JSON.stringify(listed.body)).toContain(id);
  });

  it('answers failed with the reason once processing failed', async () => {
    const { first, id } = await uploadWithSocket({
      video: { bytes: brokenMp4(), name: 'broken.mp4' },
    });
    await waitFor(() => first.events.some((e) => e.event === 'uploadError'), 'uploadError');
    const res = await stageOf(id, owner);
    expectReply(uploadStageCalls.stage, res, 200);
    expect(res.body).toMatchObject({
      stage: 'failed',
      reason: expect.stringMatching(/^The video could not be processed: /) as unknown,
    });
  });

  it('answers uploading while the body streams in', async () => {
    const id = newId();
    t.deps.uploads.track(id, owner.user._id).bytes(300, 1000);
    const res = await stageOf(id, owner);
    expectReply(uploadStageCalls.stage, res, 200);
    expect(res.body).toEqual({ stage: 'uploading', uploadedBytes: 300, totalBytes: 1000 });
    expectReply(uploadStageCalls.stage, await stageOf(id, other), 404);
  });

  it('answers ready for an upload without a socket, of any kind', async () => {
    const res = await postUpload(t.app, 'audio', { bearer: owner.bearer });
    const stage = await stageOf(res.body.audio._id as string, owner);
    expectReply(uploadStageCalls.stage, stage, 200);
    expect(stage.body).toMatchObject({
      stage: 'ready',
      item: { _id: res.body.audio._id },
      steps: [],
    });
  });

  it('refuses: 404 to another user and for an unknown id, 401 signed out', async () => {
    const res = await postUpload(t.app, 'video', { bearer: owner.bearer });
    const id: string = res.body.video._id;
    expectReply(uploadStageCalls.stage, await stageOf(id, other), 404);
    expectReply(uploadStageCalls.stage, await stageOf(newId(), owner), 404);
    expectReply(uploadStageCalls.stage, await stageOf(id), 401);
    // A malformed id names no upload; /api/uploads/mine is still the list of one's uploads.
    expect((await stageOf('not-an-id', owner)).status).toBe(404);
    const mine = await request(t.app).get('/api/uploads/mine').set('Authorization', owner.bearer);
    expect(mine.status).toBe(200);
  });
});
