import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchCalls, type SearchResults } from '@inkreel/shared';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import { expectReply } from '../../test/expect-reply.js';
import type { TestApp } from '../../test/test-app.js';

describe('GET /api/search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createSeededTestApp();
  });
  afterAll(() => t.cleanup());

  const search = async (query: string) => {
    const res = await request(t.app).get(`/api/search?${query}`);
    expectReply(searchCalls.search, res, 200);
    return res.body as SearchResults;
  };

  it('finds a book by one word of its title, whatever the case', async () => {
    const book = t.deps.store.data.books[0];
    if (!book) throw new Error('seed has no book');
    const word = book.title.split(/\s+/).find((w) => w.length > 3) ?? book.title;
    const body = await search(`q=${encodeURIComponent(word.toUpperCase())}`);
    expect(body.books.items.map((b) => b._id)).toContain(book._id);
    expect(body.books.pagination.total).toBe(body.books.items.length);
  });

  it('finds a story by its uploader name and a track by its artist', async () => {
    const story = t.deps.store.data.writings.find((w) => w.kind === 'story');
    const author = t.deps.store.data.users.find((u) => u._id === story?.uploaderId);
    if (!story || !author) throw new Error('seed has no story with an author');
    const body = await search(`q=${encodeURIComponent(author.name)}`);
    expect(body.stories.items.map((s) => s._id)).toContain(story._id);

    const track = t.deps.store.data.audios[0];
    if (!track) throw new Error('seed has no track');
    const music = await search(`q=${encodeURIComponent(track.artist)}`);
    expect(music.music.items.map((a) => a._id)).toContain(track._id);
  });

  it('ignores accents on both sides', async () => {
    const poem = t.deps.store.data.writings.find((w) => w.kind === 'poem');
    if (!poem) throw new Error('seed has no poem');
    poem.title = 'Crème brûlée at Noël';
    const plain = await search('q=creme%20brulee');
    expect(plain.poems.items.map((p) => p._id)).toEqual([poem._id]);
    const accented = await search(`q=${encodeURIComponent('NOËL')}`);
    expect(accented.poems.items.map((p) => p._id)).toContain(poem._id);
  });

  it('ranks titles starting with the word before tags, and a description match last', async () => {
    const videos = t.deps.store.data.videos;
    const edge = videos.find((v) => v.title === 'Edge of the Set');
    if (!edge) throw new Error('seed has no "Edge of the Set"');
    edge.description = 'A slow dive into Seahorse Valley, where the set curls into spirals.';
    edge.tags = ['fractal'];
    // Older than the description match: rank, not age, must put it first.
    const older = videos.find((v) => v.createdAt < edge.createdAt && v._id !== edge._id);
    if (!older) throw new Error('seed has no video older than "Edge of the Set"');
    older.title = 'Seaside Walk';
    const ids = (await search('q=sea&limit=50')).videos.items.map((v) => v._id);
    expect(ids[0]).toBe(older._id);
    expect(ids.at(-1)).toBe(edge._id);
    const tagged = videos.filter((v) => v.tags.includes('sea') && v._id !== older._id);
    expect(tagged.length).toBeGreaterThan(0);
    for (const video of tagged) expect(ids.indexOf(video._id)).toBeLessThan(ids.indexOf(edge._id));
  });

  it('matches whole words and starts of words, never the inside of a word', async () => {
    const edge = t.deps.store.data.videos.find((v) => v.title === 'Edge of the Set');
    if (!edge) throw new Error('seed has no "Edge of the Set"');
    edge.description = 'A slow dive into Seahorse Valley.';
    const inside = await search('q=horse');
    expect(inside.videos.items.map((v) => v._id)).not.toContain(edge._id);
    const start = await search('q=seahor');
    expect(start.videos.items.map((v) => v._id)).toContain(edge._id);
  });

  it('answers every kind, empty groups included, for a word nothing has', async () => {
    const body = await search('q=zzqxnothing');
    for (const kind of ['videos', 'music', 'books', 'stories', 'poems'] as const) {
      expect(body[kind].items).toEqual([]);
      expect(body[kind].pagination).toEqual({ page: 1, pages: 0, total: 0, limit: 12 });
    }
  });

  it('pages each kind on its own', async () => {
    const videos = t.deps.store.data.videos;
    const word = videos[0]?.tags[0];
    if (!word) throw new Error('seed video has no tag');
    const all = await search(`q=${encodeURIComponent(word)}&limit=50`);
    const total = all.videos.pagination.total;
    expect(total).toBeGreaterThan(0);
    const first = await search(`q=${encodeURIComponent(word)}&limit=1&page=1`);
    expect(first.videos.items).toHaveLength(1);
    expect(first.videos.pagination).toEqual({ page: 1, pages: total, total, limit: 1 });
    expect(first.videos.items[0]?._id).toBe(all.videos.items[0]?._id);
  });

  it('rejects a missing, blank or too long query and a bad page with 400', async () => {
    for (const query of [
      '',
      'q=',
      'q=%20%20',
      `q=${'a'.repeat(101)}`,
      'q=a&page=0',
      'q=a&limit=99',
    ]) {
      const res = await request(t.app).get(`/api/search?${query}`);
      expectReply(searchCalls.search, res, 400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(typeof res.body.message).toBe('string');
    }
  });
});
