import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVideoFeed } from './use-video-feed';

const page = (n: number) => ({
  videos: [
    {
      _id: n.toString(16).padStart(24, '0'),
      title: `Clip ${n}`,
      description: '',
      tags: [],
      views: 1,
      createdAt: '2025-03-01T12:00:00.000Z',
      videoUrl: `/media/clip-${n}.mp4`,
      uploadedBy: { name: 'Creator' },
    },
  ],
  pagination: { page: n, pages: 3, total: 3, limit: 1 },
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('useVideoFeed', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the next page once, however many times more is asked for before it comes', async () => {
    const fetchMock = vi.fn((url: string) =>
      Promise.resolve(
        Response.json(page(Number(new URL(url, 'http://x').searchParams.get('page')))),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useVideoFeed(), { wrapper });
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    // The feed's sentinel and its auto-fill can both ask in one render (docs/product.md infinite scroll).
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    const pageTwo = fetchMock.mock.calls.filter(([url]) => url.includes('page=2'));
    expect(pageTwo).toHaveLength(1);
  });
});
