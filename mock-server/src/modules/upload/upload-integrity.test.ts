import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadCalls } from '@inkreel/shared';
import { createApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import { createUser } from '../../test/users.js';
import { balanceCents } from '../wallet/wallet.service.js';
import { sampleMp4 } from '../../test/media-samples.js';
import { filesUnder, postUpload } from '../../test/upload-requests.js';

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('upload integrity', () => {
  let t: TestApp;
  let server: Server;
  beforeAll(async () => {
    t = await createTestApp();
    server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.cleanup();
  });

  it('leaves no partial file and no record when the client disconnects mid-body', async () => {
    const user = await createUser(t.deps, { credits: 100 });
    const tempDir = path.join(t.dataDir, 'uploads-tmp');
    const boundary = 'inkreel-abort-boundary';
    const head = Buffer.from(
      [
        ...['title', 'description', 'tags'].flatMap((name) => [
          `--${boundary}`,
          `Content-Disposition: form-data; name="${name}"`,
          '',
          `value of ${name}`,
        ]),
        `--${boundary}`,
        'Content-Disposition: form-data; name="video"; filename="clip.mp4"',
        'Content-Type: video/mp4',
        '',
        '',
      ].join('\r\n'),
    );
    const { port } = server.address() as AddressInfo;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/videos/upload',
      headers: {
        Authorization: user.bearer,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + 1024 * 1024),
      },
    });
    req.on('error', () => undefined); // the socket is destroyed on purpose
    req.write(head);
    req.write(sampleMp4({ mdatBytes: 64 * 1024 }));
    // multer has opened the temp file: the bytes are on their way to disk.
    await waitFor(async () => (await filesUnder(tempDir)).length === 1, 'the partial file');
    req.destroy();

    await waitFor(async () => (await filesUnder(tempDir)).length === 0, 'the cleanup');
    expect(await filesUnder(path.join(t.dataDir, 'media'))).toEqual([]);
    expect(t.deps.store.data.videos).toEqual([]);
    expect(balanceCents(t.deps.store, user.user._id)).toBe(10_000);
    expect(t.deps.store.data.ledger.filter((e) => e.kind === 'upload')).toEqual([]);
  });

  it('empties the temp folder of files a crash left behind when the app is built', async () => {
    const leftover = path.join(t.dataDir, 'uploads-tmp', 'deadbeef.part');
    await writeFile(leftover, 'half an upload');
    expect(await filesUnder(path.join(t.dataDir, 'uploads-tmp'))).toEqual([leftover]);
    createApp(t.deps);
    expect(await filesUnder(path.join(t.dataDir, 'uploads-tmp'))).toEqual([]);
  });

  it('lets exactly 3 of 20 concurrent uploads through with credits for 3', async () => {
    const user = await createUser(t.deps, { credits: 30 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postUpload(t.app, 'video', { bearer: user.bearer, fields: { title: `Race ${i}` } }),
      ),
    );
    const created = replies.filter((res) => res.status === 201);
    const refused = replies.filter((res) => res.status === 403);
    for (const res of created) expectReply(uploadCalls.video, res, 201);
    for (const res of refused) {
      expectReply(uploadCalls.video, res, 403);
      expect(res.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', requiredAmount: 10 });
    }
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(17);
    expect(balanceCents(t.deps.store, user.user._id)).toBe(0);

    const mine = t.deps.store.data.videos.filter((v) => v.uploaderId === user.user._id);
    expect(mine.map((v) => v._id).sort()).toEqual(created.map((r) => r.body.video._id).sort());
    const debits = t.deps.store.data.ledger.filter(
      (e) => e.userId === user.user._id && e.kind === 'upload',
    );
    expect(debits).toHaveLength(3);
    // Only the three paid videos and their thumbnails remain; the 17 refused left nothing.
    const files = await filesUnder(path.join(t.dataDir, 'media'));
    const paid = files.filter((f) => mine.some((v) => f.includes(v._id)));
    expect(paid).toHaveLength(6);
    expect(await filesUnder(path.join(t.dataDir, 'uploads-tmp'))).toEqual([]);
  });
});
