import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { stopAllPlayback } from '../../lib/playback/now-playing';
import type { QueueItem } from '../../lib/queue/queue-model';
import { clearQueue, getSnapshot, playAll } from '../../lib/queue/queue-store';
import { mockFetch, on, sentJson } from '../../lib/testing/fetch-mock';
import { QueueSync } from './queue-sync';
import { keepSynced } from './remote-queue';

const USER = 'a'.repeat(24);
const track = (n: number): QueueItem => ({
  kind: 'audio',
  id: String(n).padStart(24, '0'),
  title: `Track ${n}`,
  creator: 'Ada',
});

afterEach(() => {
  stopAllPlayback();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the queue kept by the provider, across a reload', () => {
  it('a list played again just before a reload replaces the provider’s, not doubles it', async () => {
    // "Play all" synced as version 3; then "Play all" again, and a reload before that write went.
    playAll([track(1), track(2)]);
    const first = getSnapshot().queue;
    const provider = {
      version: 3,
      items: first.items.map(({ entryId, kind, id }) => ({ entryId, kind, id, available: true })),
      current: first.current,
      position: 0,
      shuffle: false,
      repeat: 'off' as const,
      autoplay: true,
      deviceId: 'dthisbrowser',
    };
    localStorage.setItem('inkreel:device', 'dthisbrowser');
    keepSynced(USER, provider);
    playAll([track(1), track(2)]);
    const again = getSnapshot().queue.items.map((e) => e.entryId);

    const { calls } = mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['queue'] } }),
      on('GET', '/api/me/queue', { body: provider }),
      on('PUT', '/api/me/queue', () => ({ body: { ...provider, version: 4 } })),
    );
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <QueueSync userId={USER} />
      </SWRConfig>,
    );
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT')).toBe(true), {
      timeout: 5000,
    });
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(sentJson(put?.init)).toMatchObject({
      baseVersion: 3,
      items: again.map((entryId) => expect.objectContaining({ entryId })),
    });
    expect(getSnapshot().queue.items.map((e) => e.entryId)).toEqual(again);
  });

  it('takes back the offer of another device’s place once something plays here', async () => {
    // A browser with nothing queued: the offer's condition.
    clearQueue();
    localStorage.setItem('inkreel:device', 'dthisbrowser');
    const theirs = {
      version: 2,
      items: [{ entryId: 'entry-one', kind: 'audio' as const, id: track(7).id, available: true }],
      current: 'entry-one',
      position: 30,
      shuffle: false,
      repeat: 'off' as const,
      autoplay: true,
      deviceId: 'danotherone',
    };
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['queue'] } }),
      on('GET', '/api/me/queue', { body: theirs }),
      on('PUT', '/api/me/queue', () => ({ body: { ...theirs, version: 3 } })),
    );
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <QueueSync userId={USER} />
      </SWRConfig>,
    );
    expect(
      await screen.findByRole('region', { name: 'Continue where you left off' }),
    ).toBeVisible();
    // A list's "Play all" here, before answering.
    act(() => playAll([track(1), track(2)]));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Continue where you left off' })).toBeNull(),
    );
    expect(getSnapshot().queue.items.map((e) => e.title)).toEqual(['Track 1', 'Track 2']);
  });
});
