import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  uploadCalls,
  uploadBytesProgressSchema,
  uploadCompleteEventSchema,
  uploadErrorEventSchema,
  uploadStepProgressSchema,
} from '@inkreel/shared';
import { REPO_ROOT } from '../../env.js';
import { expectReply } from '../../test/expect-reply.js';
import { brokenMp4, sampleMp4 } from '../../test/media-samples.js';
import { createRealtimeTestApp, type RealtimeTestApp } from '../../test/realtime-app.js';
import { filesUnder, postUpload } from '../../test/upload-requests.js';
import { createUser, type TestUser } from '../../test/users.js';
import { balanceCents } from '../wallet/wallet.service.js';

const FIXTURE_VIDEO = path.join(REPO_ROOT, 'fixtures/media/videos/life-finds-a-way.mp4');

describe('realtime upload events', () => {
  let t: RealtimeTestApp;
  beforeAll(async () => {
    t = await createRealtimeTestApp();
  });
  afterAll(() => t.close());

  it('refuses a socket without a valid token', async () => {
    await expect(t.openSocket()).rejects.toThrow(/Authentication required/);
    await expect(t.openSocket('not-a-token')).rejects.toThrow(/Authentication required/);
  });

  it('sends byte progress, then processing steps, then uploadComplete for a fixture video', async () => {
    const user: TestUser = await createUser(t.deps, { credits: 20 });
    const { socket, received, until } = await t.openSocket(user.token);
    const bytes = await readFile(FIXTURE_VIDEO);
    const res = await postUpload(t.app, 'video', {
      bearer: user.bearer,
      query: `?socketId=${encodeURIComponent(socket.id ?? '')}`,
      fields: { fileSize: String(bytes.length) },
      files: { video: { bytes, name: 'life-finds-a-way.mp4', type: 'video/mp4' } },
    });
    expectReply(uploadCalls.video, res, 201);
    const id: string = res.body.video._id;
    await until('uploadComplete');

    const bytesEvents = received.filter(
      (r) => uploadBytesProgressSchema.safeParse(r.payload).success,
    );
    const steps = received.filter(
      (r) => r.event === 'uploadProgress' && uploadStepProgressSchema.safeParse(r.payload).success,
    );
    // Bytes first, then steps, then completion: the order the client's progress bar relies on.
    expect(received.map((r) => r.event).at(-1)).toBe('uploadComplete');
    const lastBytesEvent = bytesEvents.at(-1);
    const firstStep = steps[0];
    if (!lastBytesEvent || !firstStep) throw new Error('no byte progress or no step progress sent');
    expect(received.indexOf(lastBytesEvent)).toBeLessThan(received.indexOf(firstStep));
    const lastBytes = uploadBytesProgressSchema.parse(lastBytesEvent.payload);
    expect(lastBytes.uploadedBytes).toBe(lastBytes.totalBytes);
    expect(lastBytes.uploadedBytes).toBeGreaterThan(bytes.length);
    const counted = bytesEvents.map(
      (r) => uploadBytesProgressSchema.parse(r.payload).uploadedBytes,
    );
    expect([...counted].sort((a, b) => a - b)).toEqual(counted);
    expect(new Set(counted).size).toBe(counted.length);

    const progress = steps.map((r) => uploadStepProgressSchema.parse(r.payload).progress);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);

    const complete = uploadCompleteEventSchema.parse(received.at(-1)?.payload);
    expect(complete.video).toMatchObject({ _id: id, duration: 10 });
    expect(t.deps.store.data.videos.find((v) => v._id === id)).toMatchObject({
      status: 'ready',
      duration: 10,
    });
    expect(balanceCents(t.deps.store, user.user._id)).toBe(1000);
  });

  it('sends uploadError and refunds when the container does not parse', async () => {
    const user = await createUser(t.deps, { credits: 10 });
    const { socket, received, until } = await t.openSocket(user.token);
    const res = await postUpload(t.app, 'video', {
      bearer: user.bearer,
      query: `?socketId=${socket.id}`,
      files: { video: { bytes: brokenMp4(), name: 'broken.mp4' } },
    });
    expectReply(uploadCalls.video, res, 201);
    const id: string = res.body.video._id;
    await until('uploadError');

    const error = uploadErrorEventSchema.parse(received.at(-1)?.payload);
    expect(error.error).toMatch(/could not be processed/);
    expect(received.some((r) => r.event === 'uploadComplete')).toBe(false);
    expect(t.deps.store.data.videos.some((v) => v._id === id)).toBe(false);
    expect(balanceCents(t.deps.store, user.user._id)).toBe(1000);
    const entries = t.deps.store.data.ledger.filter((e) => e.reference === id);
    expect(entries.map((e) => [e.kind, e.amountCents])).toEqual([
      ['upload', -1000],
      ['refund', 1000],
    ]);
    const left = await filesUnder(path.join(t.dataDir, 'media'));
    expect(left.some((f) => f.includes(id))).toBe(false);
  });

  it("names another user's socket: the events go to the uploader's sockets, never to it", async () => {
    const uploader = await createUser(t.deps, { credits: 10 });
    const other = await createUser(t.deps, { credits: 10 });
    const mine = await t.openSocket(uploader.token);
    const theirs = await t.openSocket(other.token);
    const res = await postUpload(t.app, 'video', {
      bearer: uploader.bearer,
      query: `?socketId=${theirs.socket.id}`,
    });
    expectReply(uploadCalls.video, res, 201);
    await mine.until('uploadComplete');
    expect(uploadCompleteEventSchema.parse(mine.received.at(-1)?.payload)).toMatchObject({
      uploadId: res.body.video._id,
      socketId: theirs.socket.id,
    });
    // The socket's owner now uploads too; events on one connection arrive in order, so once its
    // own uploadComplete is in, anything sent for the first upload would be in as well.
    const own = await postUpload(t.app, 'video', {
      bearer: other.bearer,
      query: `?socketId=${theirs.socket.id}`,
    });
    expectReply(uploadCalls.video, own, 201);
    await theirs.until('uploadComplete');
    const ids = theirs.received.map((r) => r.payload.uploadId);
    expect(new Set(ids)).toEqual(new Set([own.body.video._id]));
  });

  it('processes with events whatever socket id the upload names: one gone since a reconnect', async () => {
    const user = await createUser(t.deps, { credits: 10 });
    const before = await t.openSocket(user.token);
    const staleId = before.socket.id;
    before.socket.disconnect();
    const after = await t.openSocket(user.token);
    const res = await postUpload(t.app, 'video', {
      bearer: user.bearer,
      query: `?socketId=${staleId}`,
    });
    expectReply(uploadCalls.video, res, 201);
    expect(res.body.message).toBe('Video uploaded successfully. Processing has started.');
    const id: string = res.body.video._id;
    expect(t.deps.store.data.videos.find((v) => v._id === id)?.status).toBe('processing');
    await after.until('uploadComplete');
    const events = after.received.map((r) => r.payload);
    expect(events.some((e) => uploadBytesProgressSchema.safeParse(e).success)).toBe(true);
    expect(events.every((e) => e.uploadId === id && e.socketId === staleId)).toBe(true);
    expect(t.deps.store.data.videos.find((v) => v._id === id)?.status).toBe('ready');
  });

  it('sends the final byte count once when the last chunk comes after the throttle interval', async () => {
    const user = await createUser(t.deps, { credits: 10 });
    const { socket, received, until } = await t.openSocket(user.token);
    const form = new FormData();
    for (const [name, value] of Object.entries({ title: 'Paced', description: 'd', tags: 't' }))
      form.append(name, value);
    form.append('video', new Blob([sampleMp4({ mdatBytes: 20_000 })]), 'paced.mp4');
    const encoded = new Request('http://local/', { method: 'POST', body: form });
    const body = Buffer.from(await encoded.arrayBuffer());
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${t.url}/api/videos/upload?socketId=${socket.id}`, {
        method: 'POST',
        headers: {
          Authorization: user.bearer,
          'Content-Type': encoded.headers.get('content-type') ?? '',
          'Content-Length': body.length,
        },
      });
      req.once('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.once('error', reject);
      // All but the closing bytes, then those past the provider's 250 ms throttle: the last
      // chunk sends the final count itself, and the end of the body must not send it again.
      req.write(body.subarray(0, -64));
      void sleep(400).then(() => req.end(body.subarray(-64)));
    });
    expect(status).toBe(201);
    await until('uploadComplete');
    const counts = received
      .filter((r) => uploadBytesProgressSchema.safeParse(r.payload).success)
      .map((r) => uploadBytesProgressSchema.parse(r.payload).uploadedBytes);
    // The first chunk's count at once, then the final one, each once.
    expect(counts.length).toBeGreaterThanOrEqual(2);
    expect(counts.at(-1)).toBe(body.length);
    expect(counts).toEqual([...new Set(counts)]);
  });
});
