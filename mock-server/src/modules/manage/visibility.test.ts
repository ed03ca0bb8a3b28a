import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  manageCalls,
  myUploadsCalls,
  searchCalls,
  uploadCalls,
  videoCalls,
  type Audio,
  type Book,
  type SearchResults,
  type Video,
  type VideoPage,
  type Writing,
} from '@inkreel/shared';
import { expectReply } from '../../test/expect-reply.js';
import { patchItem, uploadItem } from '../../test/manage-requests.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { postUpload } from '../../test/upload-requests.js';
import { createUser, type TestUser } from '../../test/users.js';

const ids = (items: { _id: string }[]) => items.map((i) => i._id);
/** The path below /api of a media URL, with its query (a private item's key). */
const api = (url: string) => `/api${url}`;

describe('visibility (manage)', () => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, viewer] = await Promise.all([
      createUser(t.deps, { credits: 100 }),
      createUser(t.deps, { credits: 100 }),
    ]);
  });
  afterAll(() => t.cleanup());

  const listed = async () => {
    const [videos, featured, search, audios, books, stories, poems] = await Promise.all([
      request(t.app).get('/api/videos'),
      request(t.app).get('/api/videos/featured/all'),
      request(t.app).get('/api/search?q=visible'),
      request(t.app).get('/api/audios/random'),
      request(t.app).get('/api/books/random'),
      request(t.app).get('/api/stories'),
      request(t.app).get('/api/poems'),
    ]);
    expectReply(searchCalls.search, search, 200);
    const found = search.body as SearchResults;
    return {
      videos: ids((videos.body as VideoPage).videos),
      featured: ids(featured.body as Video[]),
      search: [found.videos, found.music, found.books, found.stories, found.poems].flatMap((g) =>
        ids(g.items),
      ),
      audios: ids(audios.body as Audio[]),
      books: ids(books.body as Book[]),
      writings: [
        ...ids((stories.body as { stories: Writing[] }).stories),
        ...ids((poems.body as { poems: Writing[] }).poems),
      ],
    };
  };

  it('an unlisted item leaves every list, search and recommendations, and opens by its link', async () => {
    const video = (await uploadItem(t.app, owner, 'video', {
      title: 'Visible clip',
      tags: 'shared',
    })) as Video;
    const other = await uploadItem(t.app, owner, 'video', { title: 'Neighbour', tags: 'shared' });
    const story = await uploadItem(t.app, owner, 'story', { title: 'Visible story' });
    const record = t.deps.store.index.videoById(video._id);
    if (record) record.featured = true;
    let now = await listed();
    expect(now.videos).toContain(video._id);
    expect(now.featured).toContain(video._id);
    expect(now.search).toEqual(expect.arrayContaining([video._id, story._id]));

    for (const [kind, id] of [
      ['video', video._id],
      ['story', story._id],
    ] as const) {
      const res = await patchItem(t.app, owner, kind, id, { visibility: 'unlisted' });
      expectReply(kind === 'video' ? manageCalls.editVideo : manageCalls.editStory, res, 200);
      expect(res.body).toMatchObject({ visibility: 'unlisted' });
    }
    now = await listed();
    expect(now.videos).not.toContain(video._id);
    expect(now.featured).not.toContain(video._id);
    expect(now.search).not.toContain(video._id);
    expect(now.search).not.toContain(story._id);
    expect(now.writings).not.toContain(story._id);
    const recs = await request(t.app).get(`/api/videos/recommendations/${other._id}`);
    expect(ids(recs.body as Video[])).not.toContain(video._id);

    // By its link: the page, its media and its recommendations, for anyone.
    const page = await request(t.app).get(`/api/videos/${video._id}`);
    expectReply(videoCalls.byId, page, 200);
    expect((await request(t.app).get(api(video.videoUrl))).status).toBe(200);
    expect((await request(t.app).get(`/api/videos/thumbnail/${video._id}`)).status).toBe(200);
    expect((await request(t.app).get(`/api/stories/${story._id}`)).status).toBe(200);
  });

  it('a private item is 404 to everyone else, media included, and its uploader plays it by key', async () => {
    const video = (await uploadItem(t.app, owner, 'video', { title: 'Private clip' })) as Video;
    const audio = (await uploadItem(t.app, owner, 'audio')) as Audio;
    const book = (await uploadItem(t.app, owner, 'book')) as Book;
    const poem = await uploadItem(t.app, owner, 'poem');
    const made = async <T>(kind: 'video' | 'audio' | 'book' | 'poem', id: string) => {
      const res = await patchItem(t.app, owner, kind, id, { visibility: 'private' });
      expect(res.status).toBe(200);
      return res.body as T;
    };
    const privateVideo = await made<Video>('video', video._id);
    const privateAudio = await made<Audio>('audio', audio._id);
    const privateBook = await made<Book>('book', book._id);
    await made<Writing>('poem', poem._id);

    const everyoneElse = [undefined, viewer.bearer];
    const hidden = [
      `/api/videos/${video._id}`,
      `/api/videos/thumbnail/${video._id}`,
      `/api/videos/recommendations/${video._id}`,
      api(video.videoUrl),
      `/api/audios/${audio._id}`,
      `/api/audios/recommendations/${audio._id}`,
      api(audio.audioUrl),
      api(audio.artworkUrl),
      `/api/books/${book._id}`,
      `/api/books/read/${book._id}`,
      `/api/books/cover/${book._id}`,
      `/api/poems/${poem._id}`,
    ];
    for (const bearer of everyoneElse) {
      for (const path of hidden) {
        let req = request(t.app).get(path);
        if (bearer) req = req.set('Authorization', bearer);
        const res = await req;
        expect(res.status, `${path} as ${bearer ? 'another user' : 'a visitor'}`).toBe(404);
        expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
    // A wrong key opens nothing either.
    expect((await request(t.app).get(`${api(video.videoUrl)}?key=guess`)).status).toBe(404);
    expect((await request(t.app).get(`/api/videos/thumbnail/${video._id}?key=guess`)).status).toBe(
      404,
    );

    // The uploader's replies carry keyed URLs that open the files without a token (a <video>).
    expect(privateVideo.videoUrl).toMatch(/\?key=/);
    expect(privateVideo.thumbnailUrl).toMatch(/\?key=/);
    expect(privateBook.coverUrl).toMatch(/\?key=/);
    for (const url of [
      privateVideo.videoUrl,
      privateVideo.thumbnailUrl ?? '',
      privateAudio.audioUrl,
      privateAudio.artworkUrl,
      privateBook.coverUrl ?? '',
    ]) {
      const res = await request(t.app).get(api(url)).set('Range', 'bytes=0-3');
      expect(res.status, url).toBeLessThan(300);
    }
    const own = await request(t.app)
      .get(`/api/videos/${video._id}`)
      .set('Authorization', owner.bearer);
    expectReply(videoCalls.byId, own, 200);
    const read = await request(t.app)
      .get(`/api/books/read/${book._id}`)
      .set('Authorization', owner.bearer);
    expect(read.status).toBe(200);
    const mine = await request(t.app)
      .get(myUploadsCalls.mine.path)
      .set('Authorization', owner.bearer);
    expectReply(myUploadsCalls.mine, mine, 200);
    expect(
      (mine.body as { videos: Video[] }).videos.find((v) => v._id === video._id),
    ).toMatchObject({
      visibility: 'private',
      videoUrl: privateVideo.videoUrl,
    });

    // Someone else changing it learns nothing: 404, as for an unknown id.
    const theirs = await patchItem(t.app, viewer, 'video', video._id, { title: 'x' });
    expectReply(manageCalls.editVideo, theirs, 404);

    // Public again: the plain paths open; private once more, the old key no longer does.
    await patchItem(t.app, owner, 'video', video._id, { visibility: 'public' });
    expect((await request(t.app).get(api(video.videoUrl))).status).toBe(200);
    const again = await made<Video>('video', video._id);
    expect(again.videoUrl).not.toBe(privateVideo.videoUrl);
    expect((await request(t.app).get(api(privateVideo.videoUrl))).status).toBe(404);
    expect((await request(t.app).get(api(again.videoUrl))).status).toBe(200);
  });

  it('is chosen at upload: public by default, unlisted or private on request', async () => {
    const plain = await uploadItem(t.app, owner, 'audio');
    expect(plain.visibility).toBe('public');
    const res = await postUpload(t.app, 'video', {
      bearer: owner.bearer,
      fields: { visibility: 'private', title: 'Born private' },
    });
    expectReply(uploadCalls.video, res, 201);
    const video = (res.body as { video: Video }).video;
    expect(video).toMatchObject({ visibility: 'private' });
    expect((await request(t.app).get(`/api/videos/${video._id}`)).status).toBe(404);
    const poem = await request(t.app)
      .post(uploadCalls.poem.path)
      .set('Authorization', owner.bearer)
      .send({ title: 'Quiet', content: 'Hush', visibility: 'unlisted' });
    expectReply(uploadCalls.poem, poem, 201);
    expect((await listed()).writings).not.toContain((poem.body as Writing)._id);
    const wrong = await postUpload(t.app, 'audio', {
      bearer: owner.bearer,
      fields: { visibility: 'friends' },
    });
    expectReply(uploadCalls.audio, wrong, 400);
  });
});
