import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopAllPlayback } from '../../lib/playback/now-playing';
import { clearQueue, playAll, useQueueSnapshot } from '../../lib/queue/queue-store';
import { UpNextButton } from './up-next-button';
import { UpNextPanel } from './up-next-panel';

const TRACKS = [
  {
    kind: 'audio' as const,
    id: 'a'.repeat(24),
    title: 'Low Tide',
    creator: 'Maria Delacroix-Whitfield',
    duration: 245,
  },
  {
    kind: 'audio' as const,
    id: 'b'.repeat(24),
    title: 'High Water',
    creator: 'Ann Lee',
    duration: 180,
  },
];

/** A window whose pointer is a finger (`fine` false) or a mouse (`fine` true). */
function pointerIs(fine: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === '(hover: hover) and (pointer: fine)' ? fine : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

const HINT = /Alt\+↑ or Alt\+↓ to move it/;

afterEach(() => {
  act(() => clearQueue());
  stopAllPlayback();
  vi.restoreAllMocks();
});

describe('Up next', () => {
  it('shows the keys hint where a mouse is, and not on a touch screen', () => {
    act(() => playAll(TRACKS));
    pointerIs(false);
    const { unmount } = render(
      <MemoryRouter>
        <UpNextPanel onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    // The handles still name their keys for a screen reader.
    expect(screen.getByRole('button', { name: /^1 of 2: Low Tide\. Alt\+Up/ })).toBeInTheDocument();
    unmount();

    pointerIs(true);
    render(
      <MemoryRouter>
        <UpNextPanel onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByText(HINT)).toBeInTheDocument();
  });

  it('keeps "Now playing" apart from the line that gives way on a narrow screen', () => {
    act(() => playAll(TRACKS));
    pointerIs(false);
    render(
      <MemoryRouter>
        <UpNextPanel onClose={() => {}} />
      </MemoryRouter>,
    );
    const current = screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current'));
    if (!current) throw new Error('no current entry');
    // Its own element, which does not shrink (up-next.css): the creator's name is cut instead.
    const now = within(current).getByText('· Now playing');
    expect(now).toHaveClass('up-next-now');
    expect(within(current).getByText('Track · Maria Delacroix-Whitfield · 4:05')).toHaveClass(
      'up-next-about',
    );
  });

  it("puts the focus on the page's main when Clear queue takes the panel's opener away", async () => {
    pointerIs(true);
    act(() => playAll(TRACKS));
    // The mini player: there while the queue has entries, with Up next on it.
    function Bar() {
      const { queue } = useQueueSnapshot();
      return queue.items.length > 0 ? (
        <section aria-label="Now playing">
          <UpNextButton />
        </section>
      ) : null;
    }
    render(
      <MemoryRouter>
        <main id="main" tabIndex={-1}>
          <h1>Home</h1>
        </main>
        <Bar />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Up next' }));
    const panel = await screen.findByRole('dialog', { name: 'Up next' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Clear queue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
