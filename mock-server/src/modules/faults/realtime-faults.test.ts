import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_PATH, uploadCalls, uploadErrorEventSchema } from '@inkreel/shared';
import { REPO_ROOT } from '../../env.js';
import { attachRealtime } from '../../realtime/socket-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import { createUser } from '../../test/users.js';
import { postUpload } from '../../test/upload-requests.js';
import { balanceCents } from '../wallet/wallet.service.js';

const FIXTURE_VIDEO = path.join(REPO_ROOT, 'fixtures/media/videos/life-finds-a-way.mp4');

describe('realtime scenarios', () => {
  let t: TestApp;
  let server: Server;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    server = createServer(t.app);
    attachRealtime(server, {
      hub: t.deps.hub,
      tokens: t.deps.tokens,
      store: t.deps.store,
      clientOrigins: t.deps.env.CLIENT_ORIGINS,
      publicUrl: t.deps.env.PUBLIC_URL,
      faults: t.deps.faults,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => t.deps.faults.set('normal'));
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  function open(token: string, transports: ('polling' | 'websocket')[] = ['polling']) {
    const socket = connect(url, {
      path: REALTIME_PATH,
      transports,
      reconnection: false,
      auth: { token },
    });
    sockets.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

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
