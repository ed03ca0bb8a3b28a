import { audioCalls } from '@inkreel/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomBatchRead } from './random-batch';
import { useRandomFeed } from './use-random-feed';

let next = 0;
const track = () => {
  next += 1;
  return {
    _id: next.toString(16).padStart(24, '0'),
    title: `Track ${next}`,
    description: '',
    artworkUrl: `/api/audios/artwork/${next}`,
    audioUrl: `/media/track-${next}.mp3`,
    plays: 1,
    likes: [],
    createdAt: '2025-03-01T12:00:00.000Z',
    uploadedBy: { name: 'Creator' },
  };
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('useRandomFeed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches one batch per ask, however many asks come in one render', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json([track(), track()])));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(
      () =>
        useRandomFeed((index) =>
          randomBatchRead(
            audioCalls.random.path,
            () => Promise.resolve(audioCalls.random),
            index,
            'Failed',
          ),
        ),
      { wrapper },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The next ask, after the batch came, fetches the next batch.
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(6));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
