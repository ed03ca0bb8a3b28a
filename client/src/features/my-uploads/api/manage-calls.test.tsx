import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { useItemFeed } from '../../../lib/community/use-item-feed';
import { refreshAfterChange } from './manage-calls';

const poem = (id: string, title: string) => ({
  kind: 'poem' as const,
  item: { _id: id.repeat(24), title },
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

/** A paged feed of items on screen (a creator's tab, Following, Liked), one item a page. */
function renderFeed(pages: ReturnType<typeof poem>[][]) {
  const load = vi.fn((page: number) =>
    Promise.resolve({
      items: (pages[page - 1] ?? []) as never,
      pagination: { page, pages: pages.length, total: pages.flat().length, limit: 1 },
    }),
  );
  return renderHook(
    () => ({
      feed: useItemFeed((page) => `/api/users/x/poems?page=${page}`, load),
      mutate: useSWRConfig().mutate,
    }),
    { wrapper },
  );
}

describe('refreshAfterChange', () => {
  it('shows an edit on any page of a paged list on screen, without a reload', async () => {
    const pages = [[poem('a', 'Small Rain')], [poem('b', 'Low Tide')]];
    const { result } = renderFeed(pages);
    await waitFor(() => expect(result.current.feed.items).toHaveLength(1));
    act(() => result.current.feed.loadMore());
    await waitFor(() => expect(result.current.feed.items).toHaveLength(2));

    // The creator renames the poem on the second page.
    pages[1] = [poem('b', 'Low Tide, renamed')];
    await act(() => refreshAfterChange(result.current.mutate));
    await waitFor(() =>
      expect(result.current.feed.items.map((entry) => entry.item.title)).toEqual([
        'Small Rain',
        'Low Tide, renamed',
      ]),
    );
  });

  it('drops a deleted upload from a paged list on screen', async () => {
    const pages = [[poem('a', 'Small Rain'), poem('b', 'Low Tide')]];
    const { result } = renderFeed(pages);
    await waitFor(() => expect(result.current.feed.items).toHaveLength(2));

    pages[0] = [poem('b', 'Low Tide')];
    await act(() => refreshAfterChange(result.current.mutate));
    await waitFor(() =>
      expect(result.current.feed.items.map((entry) => entry.item.title)).toEqual(['Low Tide']),
    );
  });
});
