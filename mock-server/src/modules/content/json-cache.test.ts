import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VideoRecord } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { createJsonCache, splitAround } from './json-cache.js';
import { toVideo } from './serializers.js';

describe('createJsonCache()', () => {
  let t: TestApp;
  let video: VideoRecord;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.deps, { name: 'First Name' });
    video = {
      _id: 'a'.repeat(24),
      title: 'A title',
      description: 'About it',
      tags: ['one'],
      views: 3,
      createdAt: new Date(0).toISOString(),
      videoFile: 'videos/a.mp4',
      uploaderId: user.user._id,
    } as VideoRecord;
  });
  afterAll(() => t.cleanup());

  it("keeps a record's JSON while nothing shown changes, and makes it again when something does", () => {
    const cache = createJsonCache(t.deps.store);
    const first = cache.video.of(video);
    expect(JSON.parse(first)).toEqual(JSON.parse(JSON.stringify(toVideo(t.deps.store, video))));
    expect(cache.video.of(video)).toBe(first);

    video.views += 1;
    const viewed = cache.video.of(video);
    expect(JSON.parse(viewed)).toMatchObject({ views: 4 });

    video.tags.push('two');
    expect(JSON.parse(cache.video.of(video))).toMatchObject({ tags: ['one', 'two'] });

    const uploader = t.deps.store.index.userById(video.uploaderId);
    if (!uploader) throw new Error('no uploader');
    uploader.name = 'Second Name';
    t.deps.store.changed('users', uploader);
    const renamed = JSON.parse(cache.video.of(video)) as { uploadedBy: { name: string } };
    expect(renamed.uploadedBy.name).toBe('Second Name');
    expect(cache.video.of(video)).toBe(cache.video.of(video));
  });

  it('puts a new view count into the kept text, byte for byte what serialising the reply gives', () => {
    const cache = createJsonCache(t.deps.store);
    for (let i = 0; i < 3; i += 1) {
      video.views += 997;
      expect(cache.video.of(video)).toBe(JSON.stringify(toVideo(t.deps.store, video)));
    }
    video.description = 'Now with "quotes" and a views: 1 inside';
    expect(cache.video.of(video)).toBe(JSON.stringify(toVideo(t.deps.store, video)));
  });
});

describe('splitAround()', () => {
  it('cuts JSON around a key wherever it stands, so head + count + tail is the JSON', () => {
    const objects = [
      { a: 'x"y', views: 5, b: [1, { c: null }] },
      { views: 5, a: 1 },
      { a: { views: 2 }, views: 5 },
    ];
    for (const value of objects) {
      const { head, tail } = splitAround(value, 'views');
      expect(`${head}5${tail}`).toBe(JSON.stringify(value));
      expect(`${head}12345${tail}`).toBe(JSON.stringify({ ...value, views: 12345 }));
    }
  });

  it('refuses an object without the key', () => {
    expect(() => splitAround({ a: 1 }, 'views')).toThrow('no "views"');
  });
});
