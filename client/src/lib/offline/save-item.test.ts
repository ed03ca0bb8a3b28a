import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCaches } from '../testing/fake-caches';
import { removeItem, saveItem, SaveError, type SaveRequest } from './save-item';
import { readSavedItems, SAVED_INDEX_KEY } from './saved-index';

function request(overrides: Partial<SaveRequest> = {}): SaveRequest {
  return {
    item: { kind: 'video', id: 'v1', title: 'Tide', subtitle: 'Ada', href: '/video/v1' },
    files: [{ url: 'https://api.test/api/media/v1.mp4' }, { url: 'https://api.test/api/thumb/v1' }],
    metadata: [{ url: 'https://api.test/api/videos/v1', body: { _id: 'v1' } }],
    ...overrides,
  };
}

/** A reply that says its length, as servers do for files. */
const sized = (body: string) =>
  new Response(body, { headers: { 'Content-Length': String(body.length) } });

describe('saveItem', () => {
  beforeEach(() => {
    localStorage.clear();
    // jsdom's Blob is not one Node's Response can carry; the browser's is.
    vi.stubGlobal('Blob', NodeBlob);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stores every file and the metadata, indexes the item with its size and reports progress', async () => {
    const cache = fakeCaches();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => Promise.resolve(sized(url.endsWith('.mp4') ? 'abcdef' : 'wxyz'))),
    );
    const progress: [number, number | undefined][] = [];
    const item = await saveItem({ ...request(), onProgress: (r, t) => progress.push([r, t]) });

    expect(item.bytes).toBe(10);
    expect(cache.urls()).toEqual([
      'https://api.test/api/media/v1.mp4',
      'https://api.test/api/thumb/v1',
      'https://api.test/api/videos/v1',
    ]);
    expect(readSavedItems()).toEqual([item]);
    expect(progress.at(-1)).toEqual([10, 10]);
  });

  it('asks with GET only and takes the total from the replies, unknown until every one tells', async () => {
    fakeCaches();
    const fetch = vi.fn((url: string, _init?: RequestInit) =>
      Promise.resolve(url.endsWith('.mp4') ? sized('abcdef') : new Response('wxyz')),
    );
    vi.stubGlobal('fetch', fetch);
    const progress: [number, number | undefined][] = [];
    await saveItem({ ...request(), onProgress: (r, t) => progress.push([r, t]) });

    expect(fetch.mock.calls.map(([, init]) => init?.method ?? 'GET')).toEqual(['GET', 'GET']);
    // The thumbnail's reply has no Content-Length: the percentage stays unknown.
    expect(progress.at(-1)).toEqual([10, undefined]);

    fetch.mockImplementation((url: string) =>
      Promise.resolve(sized(url.endsWith('.mp4') ? 'abcdef' : 'wxyz')),
    );
    progress.length = 0;
    await saveItem({ ...request(), onProgress: (r, t) => progress.push([r, t]) });
    expect(fetch.mock.calls.every(([, init]) => init?.method !== 'HEAD')).toBe(true);
    expect(progress[0]).toEqual([0, 10]);
    expect(progress.every(([, total]) => total === 10)).toBe(true);
  });

  it('leaves nothing half-saved when storage runs out, and says so', async () => {
    const cache = fakeCaches({ failPutOn: 'thumb' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('data'))),
    );
    const error = await saveItem(request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SaveError);
    expect((error as SaveError).reason).toBe('quota');
    expect((error as SaveError).message).toMatch(/Not enough storage space/);
    expect(cache.urls()).toEqual([]);
    expect(readSavedItems()).toEqual([]);
  });

  it('treats a failed download as a failure, not a saved error page', async () => {
    const cache = fakeCaches();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(new Response('x', { status: url.includes('thumb') ? 404 : 200 })),
      ),
    );
    await expect(saveItem(request())).rejects.toMatchObject({ reason: 'network' });
    expect(cache.urls()).toEqual([]);
  });

  it('stops and cleans up when cancelled', async () => {
    const cache = fakeCaches();
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.includes('thumb')) {
          controller.abort();
          return Promise.reject(new DOMException('aborted', 'AbortError'));
        }
        return Promise.resolve(new Response('data'));
      }),
    );
    await expect(saveItem({ ...request(), signal: controller.signal })).rejects.toMatchObject({
      reason: 'aborted',
    });
    expect(cache.urls()).toEqual([]);
    expect(readSavedItems()).toEqual([]);
  });

  it('removes an item and returns the space it freed', async () => {
    const cache = fakeCaches();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('12345'))),
    );
    await saveItem(request());
    expect(await removeItem('video', 'v1')).toBe(10);
    expect(cache.urls()).toEqual([]);
    expect(readSavedItems()).toEqual([]);
    expect(await removeItem('video', 'v1')).toBe(0);
  });
});

describe('readSavedItems', () => {
  it('drops malformed entries and survives a corrupt index', () => {
    localStorage.setItem(SAVED_INDEX_KEY, '{not json');
    expect(readSavedItems()).toEqual([]);
    localStorage.setItem(
      SAVED_INDEX_KEY,
      JSON.stringify([
        { kind: 'film', id: 'x' },
        {
          kind: 'book',
          id: 'b1',
          title: 'T',
          subtitle: 'A',
          href: '/books/read/b1',
          urls: ['u'],
          bytes: 3,
          savedAt: '2026-01-01T00:00:00.000Z',
        },
      ]),
    );
    expect(readSavedItems().map((item) => item.id)).toEqual(['b1']);
  });

  it('saves a playlist as one entry with each item and its size, sharing files with items saved alone', async () => {
    const cache = fakeCaches();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => Promise.resolve(sized(url.endsWith('.mp4') ? 'abcdef' : 'wxyz'))),
    );
    // The video saved alone first, then in a playlist with a poem (its text only).
    await saveItem(request());
    const list = await saveItem({
      item: {
        kind: 'playlist',
        id: 'p1',
        title: 'Mixed',
        subtitle: 'Ada',
        href: '/playlist/p1',
        parts: [
          { kind: 'video', id: 'v1', title: 'Tide' },
          { kind: 'poem', id: 'w1', title: 'Verse' },
        ],
      },
      files: [
        { url: 'https://api.test/api/media/v1.mp4', part: 'video:v1' },
        { url: 'https://api.test/api/thumb/v1', part: 'video:v1' },
      ],
      metadata: [
        { url: 'https://api.test/api/playlists/p1', body: { _id: 'p1' } },
        { url: 'https://api.test/api/poems/w1', body: { _id: 'w1' }, part: 'poem:w1' },
      ],
    });
    expect(list.bytes).toBe(10);
    expect(list.parts).toEqual([
      { kind: 'video', id: 'v1', title: 'Tide', bytes: 10 },
      { kind: 'poem', id: 'w1', title: 'Verse', bytes: JSON.stringify({ _id: 'w1' }).length },
    ]);
    expect(readSavedItems().map((i) => i.kind)).toEqual(['playlist', 'video']);

    // Removing the video alone keeps the files the playlist holds too; removing the playlist
    // then frees them.
    await removeItem('video', 'v1');
    expect(cache.urls()).toContain('https://api.test/api/media/v1.mp4');
    expect(cache.urls()).not.toContain('https://api.test/api/videos/v1');
    await removeItem('playlist', 'p1');
    expect(cache.urls()).toEqual([]);
  });
});
