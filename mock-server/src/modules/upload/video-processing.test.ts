import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoRecord } from '../../db/schema.js';
import { newId, nowIso } from '../../db/ids.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { balanceCents, charge } from '../wallet/wallet.service.js';
import { brokenMp4, sampleMp4 } from '../../test/media-samples.js';
import { filesUnder } from '../../test/upload-requests.js';
import { resumeInterruptedProcessing } from './upload.service.js';

describe('resumeInterruptedProcessing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  /** A paid video left "processing" by a restart, as the upload route would have stored it. */
  async function interrupted(userId: string, bytes: Buffer): Promise<VideoRecord> {
    const id = newId();
    await mkdir(path.join(t.dataDir, 'media', 'videos'), { recursive: true });
    await writeFile(path.join(t.dataDir, 'media', 'videos', `${id}.mp4`), bytes);
    const record: VideoRecord = {
      _id: id,
      title: 'Interrupted',
      description: 'd',
      tags: [],
      views: 0,
      createdAt: nowIso(),
      videoFile: `videos/${id}.mp4`,
      uploaderId: userId,
      featured: false,
      status: 'processing',
    };
    t.deps.store.data.videos.push(record);
    charge(t.deps.store, { userId, priceCredits: 10, reference: id });
    await t.deps.store.write();
    return record;
  }

  it('finishes a good video and removes and refunds a broken one, exactly once', async () => {
    const { user } = await createUser(t.deps, { credits: 20 });
    const good = await interrupted(user._id, sampleMp4({ seconds: 6 }));
    const bad = await interrupted(user._id, brokenMp4());
    expect(balanceCents(t.deps.store, user._id)).toBe(0);

    await resumeInterruptedProcessing(t.deps);
    await resumeInterruptedProcessing(t.deps);

    expect(t.deps.store.data.videos.find((v) => v._id === good._id)).toMatchObject({
      status: 'ready',
      duration: 6,
    });
    expect(t.deps.store.data.videos.some((v) => v._id === bad._id)).toBe(false);
    expect(balanceCents(t.deps.store, user._id)).toBe(1000);
    const refunds = t.deps.store.data.ledger.filter((e) => e.kind === 'refund');
    expect(refunds).toMatchObject([{ reference: bad._id, amountCents: 1000 }]);
    const left = await filesUnder(path.join(t.dataDir, 'media'));
    expect(left.map((f) => path.basename(f))).toEqual([`${good._id}.mp4`]);
  });

  it('tells the uploader how processing went, and their followers once the video is ready', async () => {
    const [maker, fan] = await Promise.all([
      createUser(t.deps, { credits: 20 }),
      createUser(t.deps),
    ]);
    t.deps.store.data.follows.push({
      followerId: fan.user._id,
      creatorId: maker.user._id,
      createdAt: nowIso(),
    });
    const good = await interrupted(maker.user._id, sampleMp4({ seconds: 6 }));
    const bad = await interrupted(maker.user._id, brokenMp4());
    expect(t.deps.store.data.notifications.filter((n) => n.userId === fan.user._id)).toEqual([]);

    await resumeInterruptedProcessing(t.deps);

    const of = (userId: string) =>
      t.deps.store.data.notifications
        .filter((n) => n.userId === userId)
        .map((n) => `${n.kind}:${n.subject?.id ?? ''}`);
    expect(of(maker.user._id).sort()).toEqual(
      [`processed:${good._id}`, `processing-failed:${bad._id}`].sort(),
    );
    expect(of(fan.user._id)).toEqual([`upload:${good._id}`]);
    const failed = t.deps.store.data.notifications.find((n) => n.kind === 'processing-failed');
    expect(failed?.reason).toMatch(/could not be processed/);
  });
});
