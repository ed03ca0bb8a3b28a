import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Feed } from './feed';
import { FeedGrid } from './feed-grid';

type Item = { _id: string; title: string };

/** A controllable IntersectionObserver: tests decide when the sentinel is in view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {}
  show(visible: boolean) {
    act(() => {
      this.callback(
        [{ isIntersecting: visible } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    });
  }
}

function feedOf(overrides: Partial<Feed<Item>>): Feed<Item> {
  return {
    items: [],
    isLoading: false,
    hasMore: true,
    autoFill: true,
    loadMore: vi.fn(),
    ...overrides,
  };
}

function renderGrid(feed: Feed<Item>, columns: 4 | 6 = 4) {
  return render(
    <MemoryRouter>
      <FeedGrid
        feed={feed}
        columns={columns}
        label="Things"
        emptyText="No videos found"
        loadingLabel="Loading things"
        shape="wide"
        renderItem={(item, imageLoad) => <span data-load={imageLoad}>{item.title}</span>}
      />
    </MemoryRouter>,
  );
}

describe('FeedGrid', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the empty text when nothing loaded and nothing is loading', () => {
    renderGrid(feedOf({ hasMore: false }));
    expect(screen.getByText('No videos found')).toBeInTheDocument();
  });

  it('shows a spinner instead of the empty text while loading', () => {
    renderGrid(feedOf({ isLoading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading things');
    expect(screen.queryByText('No videos found')).not.toBeInTheDocument();
  });

  it('renders the items in a labelled list', () => {
    renderGrid(
      feedOf({
        items: [
          { _id: 'a', title: 'First' },
          { _id: 'b', title: 'Second' },
          { _id: 'c', title: 'Third' },
        ],
      }),
    );
    expect(
      within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(screen.getByText('Third')).toBeInTheDocument();
    // Only the first two items are on a phone's first screen; the first, the page's likely
    // largest image, goes ahead of the other.
    expect(screen.getByText('First')).toHaveAttribute('data-load', 'first');
    expect(screen.getByText('Second')).toHaveAttribute('data-load', 'eager');
    expect(screen.getByText('Third')).toHaveAttribute('data-load', 'lazy');
  });

  it('fetches the first two rows at once in a grid of square or portrait cards', () => {
    const titles = ['One', 'Two', 'Three', 'Four', 'Five'];
    renderGrid(feedOf({ items: titles.map((title) => ({ _id: title, title })) }), 6);
    // Two to a row on a phone, two rows on its first screen.
    expect(screen.getByText('One')).toHaveAttribute('data-load', 'first');
    for (const title of titles.slice(1, 4)) {
      expect(screen.getByText(title)).toHaveAttribute('data-load', 'eager');
    }
    expect(screen.getByText('Five')).toHaveAttribute('data-load', 'lazy');
  });

  it('holds two rows of placeholders, hidden from assistive tech, until the first items arrive', () => {
    const { rerender } = renderGrid(feedOf({ isLoading: true }));
    const placeholders = screen.getByTestId('feed-placeholders');
    expect(placeholders).toHaveAttribute('aria-hidden', 'true');
    expect(within(placeholders).getAllByTestId('media-card-skeleton')).toHaveLength(8);
    rerender(
      <MemoryRouter>
        <FeedGrid
          feed={feedOf({ items: [{ _id: 'a', title: 'A' }], isLoading: true })}
          columns={4}
          label="Things"
          emptyText="No videos found"
          loadingLabel="Loading things"
          shape="wide"
          renderItem={(item) => <span>{item.title}</span>}
        />
      </MemoryRouter>,
    );
    // Loading more keeps the items and shows the spinner, not placeholders.
    expect(screen.queryAllByTestId('media-card-skeleton')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Loading things');
  });

  it('loads more when the sentinel comes into view', () => {
    const loadMore = vi.fn();
    renderGrid(feedOf({ items: [{ _id: 'a', title: 'A' }], loadMore }));
    expect(loadMore).not.toHaveBeenCalled();
    FakeObserver.last?.show(true);
    expect(loadMore).toHaveBeenCalled();
  });

  it('does not load past the end of a paged feed', () => {
    const loadMore = vi.fn();
    renderGrid(
      feedOf({ items: [{ _id: 'a', title: 'A' }], hasMore: false, autoFill: false, loadMore }),
    );
    FakeObserver.last?.show(true);
    expect(loadMore).not.toHaveBeenCalled();
  });

  it('keeps filling while the sentinel stays visible after a load finishes', () => {
    const loadMore = vi.fn();
    const { rerender } = renderGrid(feedOf({ isLoading: true, loadMore }));
    FakeObserver.last?.show(true);
    expect(loadMore).not.toHaveBeenCalled();
    rerender(
      <MemoryRouter>
        <FeedGrid
          feed={feedOf({ items: [{ _id: 'a', title: 'A' }], loadMore })}
          columns={4}
          label="Things"
          emptyText="No videos found"
          loadingLabel="Loading things"
          shape="wide"
          renderItem={(item) => <span>{item.title}</span>}
        />
      </MemoryRouter>,
    );
    expect(loadMore).toHaveBeenCalled();
  });
});
