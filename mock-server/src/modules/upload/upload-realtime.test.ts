import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REALTIME_PATH,
  uploadCalls,
  uploadBytesProgressSchema,
  uploadCompleteEventSchema,
  uploadErrorEventSchema,
  uploadStepProgressSchema,
  type ServerToClientEvents,
} from '@inkreel/shared';
import { REPO_ROOT } from '../../env.js';
import { attachRealtime } from '../../realtime/socket-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import { createUser, type TestUser } from '../../test/users.js';
import { balanceCents } from '../wallet/wallet.service.js';
import { brokenMp4 } from '../../test/media-samples.js';
import { filesUnder, postUpload } from '../../test/upload-requests.js';

type ClientSocket = Socket<ServerToClientEvents>;
interface Received {
  event: keyof ServerToClientEvents;
  payload: unknown;
}

const FIXTURE_VIDEO = path.join(REPO_ROOT, 'fixtures/media/videos/life-finds-a-way.mp4');

describe('realtime upload events', () => {
  let t: TestApp;
  let server: Server;
  let url: string;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    server = createServer(t.app);
    server.requestTimeout = 0;
    attachRealtime(server, {
      hub: t.deps.hub,
      tokens: t.deps.tokens,
      store: t.deps.store,
      clientOrigins: t.deps.env.CLIENT_ORIGINS,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  /** A connected socket that records every upload event it receives, in order. */
  async function openSocket(token?: string) {
    const socket: ClientSocket = connect(url, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      reconnection: false,
      ...(token ? { auth: { token } } : {}),
    });
    sockets.push(socket);
    const received: Received[] = [];
    for (const event of ['uploadProgress', 'uploadComplete', 'uploadError'] as const) {
      socket.on(event, (payload: unknown) => received.push({ event, payload }));
    }
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return { socket, received };
  }

  const until = async (received: Received[], event: Received['event']) => {
    const deadline = Date.now() + 5000;
    while (!received.some((r) => r.event === event)) {
      if (Date.now() > deadline) throw new Error(`No ${event}: ${JSON.stringify(received)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('refuses a socket without a valid token', async () => {
    await expect(openSocket()).rejects.toThrow(/Authentication required/);
    await expect(openSocket('not-a-token')).rejects.toThrow(/Authentication required/);
  });

  it('sends byte progress, then processing steps, then uploadComplete for a fixture video', async () => {
    const user: TestUser = await createUser(t.deps, { credits: 20 });
    const { socket, received } = await openSocket(user.token);
    const bytes = await readFile(FIXTURE_VIDEO);
    const res = await postUpload(t.app, 'video', {
      bearer: user.bearer,
      query: `?socketId=${encodeURIComponent(socket.id ?? '')}`,
      fields: { fileSize: String(bytes.length) },
      files: { video: { bytes, name: 'life-finds-a-way.mp4', type: 'video/mp4' } },
    });
    expectReply(uploadCalls.video, res, 201);
    const id: string = res.body.video._id;
    await until(received, 'uploadComplete');

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
    expect(bytesEvents.length).toBeGreaterThanOrEqual(2);
    const lastBytes = uploadBytesProgressSchema.parse(lastBytesEvent.payload);
    expect(lastBytes.uploadedBytes).toBe(lastBytes.totalBytes);
    expect(lastBytes.uploadedBytes).toBeGreaterThan(bytes.length);
    const counted = bytesEvents.map(
      (r) => uploadBytesProgressSchema.parse(r.payload).uploadedBytes,
    );
    expect([...counted].sort((a, b) => a - b)).toEqual(counted);

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
    const { socket, received } = await openSocket(user.token);
    const res = await postUpload(t.app, 'video', {
      bearer: user.bearer,
      query: `?socketId=${socket.id}`,
      files: { video: { bytes: brokenMp4(), name: 'broken.mp4' } },
    });
    expectReply(uploadCalls.video, res, 201);
    const id: string = res.body.video._id;
    await until(received, 'uploadError');

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

  it("sends nothing to another user's socket named in socketId", async () => {
    const uploader = await createUser(t.deps, { credits: 10 });
    const other = await createUser(t.deps, { credits: 10 });
    const { socket, received } = await openSocket(other.token);
    const res = await postUpload(t.app, 'video', {
      bearer: uploader.bearer,
      query: `?socketId=${socket.id}`,
    });
    expectReply(uploadCalls.video, res, 201);
    // The upload completed with the reply (no socket of the uploader's): ready, not processing.
    expect(t.deps.store.data.videos.find((v) => v._id === res.body.video._id)?.status).toBe(
      'ready',
    );
    // The socket's owner now uploads too; events on one connection arrive in order, so once its
    // own uploadComplete is in, anything sent for the first upload would be in as well.
    const own = await postUpload(t.app, 'video', {
      bearer: other.bearer,
      query: `?socketId=${socket.id}`,
    });
    expectReply(uploadCalls.video, own, 201);
    await until(received, 'uploadComplete');
    const completed = received.filter((r) => r.event === 'uploadComplete');
    expect(completed.map((r) => uploadCompleteEventSchema.parse(r.payload).video._id)).toEqual([
      own.body.video._id,
    ]);
    expect(received.some((r) => r.event === 'uploadError')).toBe(false);
  });
});
