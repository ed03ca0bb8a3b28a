import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCaches } from '../testing/fake-caches';
import { OFFLINE_CACHE } from '../../pwa/offline-cache';
import { removeItem, saveItem } from './save-item';
import type { SaveRequest } from './save-request';
import { findSavedItem, readSavedItems } from './saved-index';
import { updateSaved } from './update-saved';

const API = 'https://api.test/api';
const file = (id: string) => `${API}/media/${id}.mp4`;
const page = (id: string) => `${API}/videos/${id}`;

/** Playlist p1 holding videos `ids` in that order: each its file and its page's reply. */
function list(ids: string[], title = 'Mix', load = vi.fn((id: string) => Promise.resolve({ id }))) {
  return {
    item: {
      kind: 'playlist',
      id: 'p1',
      title,
      subtitle: 'Ada',
      href: '/playlist/p1',
      parts: ids.map((id) => ({ kind: 'video', id, title: `Clip ${id}` })),
      revision: `${title}:${ids.join()}`,
    },
    files: ids.map((id) => ({ url: file(id), part: `video:${id}` })),
    metadata: [
      { url: `${API}/playlists/p1`, body: { title, ids } },
      ...ids.map((id) => ({ url: page(id), part: `video:${id}`, load: () => load(id) })),
    ],
  } satisfies SaveRequest;
}

/** Files as long as their id says ("aa" is 2 bytes), each reply telling its length. */
const fetchFiles = () =>
  vi.fn((url: string) => {
    const body = /media\/(\w+)\.mp4$/.exec(url)?.[1] ?? '';
    return Promise.resolve(
      new Response(body, { headers: { 'Content-Length': String(body.length) } }),
    );
  });

describe('updateSaved', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('Blob', NodeBlob);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('downloads only the new items, drops the removed ones, follows order and title and recounts sizes', async () => {
    const cache = fakeCaches();
    const fetch = fetchFiles();
    vi.stubGlobal('fetch', fetch);
    // "bb" is also saved alone: its file stays when the playlist drops it.
    await saveItem({
      item: { kind: 'video', id: 'bb', title: 'Clip bb', subtitle: 'Ada', href: '/video/bb' },
      files: [{ url: file('bb') }],
      metadata: [],
    });
    const saved = await saveItem(list(['a', 'bb', 'ccc']));
    await saveItem({
      item: { kind: 'video', id: 'z', title: 'Clip z', subtitle: 'Ada', href: '/video/z' },
      files: [{ url: file('z') }],
      metadata: [],
    });
    fetch.mockClear();
    const load = vi.fn((id: string) => Promise.resolve({ id }));

    const updated = await updateSaved(list(['dddd', 'ccc', 'bb'], 'Mix two', load));

    // Only the new item was read: its file and its page.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([file('dddd')]);
    expect(load.mock.calls).toEqual([['dddd']]);
    expect(updated).toMatchObject({ title: 'Mix two', bytes: 4 + 3 + 2, savedAt: saved.savedAt });
    const reply = (id: string) => JSON.stringify({ id }).length;
    expect(updated?.parts).toEqual([
      { kind: 'video', id: 'dddd', title: 'Clip dddd', bytes: 4 + reply('dddd') },
      { kind: 'video', id: 'ccc', title: 'Clip ccc', bytes: 3 + reply('ccc') },
      { kind: 'video', id: 'bb', title: 'Clip bb', bytes: 2 + reply('bb') },
    ]);
    // In its place in the list, not moved first as a new save would be.
    expect(readSavedItems().map((item) => item.id)).toEqual(['z', 'p1', 'bb']);
    expect(findSavedItem('playlist', 'p1')).toEqual(updated);
    // "a" is gone with its page; the playlist's own reply is the new one.
    expect(cache.urls()).not.toContain(file('a'));
    expect(cache.urls()).not.toContain(page('a'));
    expect(cache.urls()).toEqual(expect.arrayContaining([file('bb'), file('dddd'), page('dddd')]));
    const stored = await (await caches.open(OFFLINE_CACHE)).match(`${API}/playlists/p1`);
    expect(await stored?.json()).toEqual({ title: 'Mix two', ids: ['dddd', 'ccc', 'bb'] });
  });

  it('keeps the saved copy as it was when a download fails', async () => {
    const cache = fakeCaches();
    const fetch = fetchFiles();
    vi.stubGlobal('fetch', fetch);
    const saved = await saveItem(list(['a', 'bb']));
    const before = cache.urls();
    fetch.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(updateSaved(list(['ccc'], 'Other'))).rejects.toMatchObject({ reason: 'network' });

    expect(readSavedItems()).toEqual([saved]);
    expect(cache.urls()).toEqual(before);
    const stored = await (await caches.open(OFFLINE_CACHE)).match(`${API}/playlists/p1`);
    expect(await stored?.json()).toEqual({ title: 'Mix', ids: ['a', 'bb'] });
  });

  it('does nothing when the copy is current or no longer saved', async () => {
    fakeCaches();
    const fetch = fetchFiles();
    vi.stubGlobal('fetch', fetch);
    await saveItem(list(['a']));
    fetch.mockClear();
    expect(await updateSaved(list(['a']))).toBeNull();
    expect(
      await updateSaved({ ...list(['bb']), item: { ...list(['bb']).item, id: 'p2' } }),
    ).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('runs one update of an entry at a time, and drops what it stored if the entry was removed meanwhile', async () => {
    const cache = fakeCaches();
    vi.stubGlobal('fetch', fetchFiles());
    await saveItem(list(['a']));
    // Two changes in a row: the second starts from what the first left.
    const first = updateSaved(list(['a', 'bb']));
    const second = updateSaved(list(['bb', 'ccc']));
    expect((await first)?.parts?.map((p) => p.id)).toEqual(['a', 'bb']);
    expect((await second)?.parts?.map((p) => p.id)).toEqual(['bb', 'ccc']);
    expect(cache.urls()).not.toContain(file('a'));

    // Removed while its new item downloads.
    let answer: (res: Response) => void = () => undefined;
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const third = updateSaved(list(['dddd']));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await removeItem('playlist', 'p1');
    answer(new Response('dddd'));
    expect(await third).toBeNull();
    expect(readSavedItems()).toEqual([]);
    expect(cache.urls()).toEqual([]);
  });
});
