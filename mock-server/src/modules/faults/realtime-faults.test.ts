import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploadCalls, uploadErrorEventSchema } from '@inkreel/shared';
import { REPO_ROOT } from '../../env.js';
import { createRealtimeTestApp, type RealtimeTestApp } from '../../test/realtime-app.js';
import { expectReply } from '../../test/expect-reply.js';
import { createUser } from '../../test/users.js';
import { postUpload } from '../../test/upload-requests.js';
import { balanceCents } from '../wallet/wallet.service.js';

const FIXTURE_VIDEO = path.join(REPO_ROOT, 'fixtures/media/videos/life-finds-a-way.mp4');

describe('realtime scenarios', () => {
  let t: RealtimeTestApp;

  beforeAll(async () => {
    t = await createRealtimeTestApp();
  });
  afterEach(() => t.deps.faults.set('normal'));
  afterAll(() => t.close());

  const open = async (token: string, transports: ('polling' | 'websocket')[] = ['polling']) =>
    (await t.openSocket(token, { transports })).socket;

  it('realtime-down refuses every connection, and they come back on normal', async () => {
    const user = await createUser(t.deps);
    t.deps.faults.set('realtime-down');
    await expect(open(user.token)).rejects.toThrow();
    await expect(open(user.token, ['websocket'])).rejects.toThrow();
    t.deps.faults.set('normal');
    const socket = await open(user.token);
    expect(socket.connected).toBe(true);
  });

  it('session-expired refuses the socket handshake token too', async () => {
    const user = await createUser(t.deps);
    t.deps.faults.set('session-expired');
    await expect(open(user.token)).rejects.toThrow(/Authentication required/);
  });

  it('processing-fails: uploadError after the reply, the video removed and the price refunded', async () => {
    const user = await createUser(t.deps, { credits: 15 });
    const socket = await open(user.token, ['websocket']);
    const errors: unknown[] = [];
    let completed = false;
    socket.on('uploadError', (payload: unknown) => errors.push(payload));
    socket.on('uploadComplete', () => {
      completed = true;
    });
    t.deps.faults.set('processing-fails');
    const bytes = await readFile(FIXTURE_VIDEO);
    const res = await postUpload(t.app, 'video', {
      bearer: user.bearer,
      query: `?socketId=${encodeURIComponent(socket.id ?? '')}`,
      files: { video: { bytes, name: 'life-finds-a-way.mp4', type: 'video/mp4' } },
    });
    expectReply(uploadCalls.video, res, 201);
    const id: string = res.body.video._id;
    const deadline = Date.now() + 10_000;
    while (errors.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(uploadErrorEventSchema.parse(errors[0]).error).toMatch(
      /could not be processed: processing stopped while reading the video structure/,
    );
    expect(completed).toBe(false);
    expect(t.deps.store.data.videos.some((v) => v._id === id)).toBe(false);
    expect(balanceCents(t.deps.store, user.user._id)).toBe(1500);
    const kinds = t.deps.store.data.ledger.filter((e) => e.reference === id).map((e) => e.kind);
    expect(kinds).toEqual(['upload', 'refund']);
  });
});
