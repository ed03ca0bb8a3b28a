import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stopAllPlayback } from '../../lib/playback/now-playing';
import { clearQueue, getSnapshot } from '../../lib/queue/queue-store';
import { QueueActions, SAID_MS } from './queue-actions';

const TRACK = {
  kind: 'audio' as const,
  id: 'a'.repeat(24),
  title: 'Kitchen Radio Hum',
  creator: 'Ann Lee',
};

afterEach(() => {
  clearQueue();
  stopAllPlayback();
  localStorage.clear();
  vi.useRealTimers();
});

describe("a detail page's Play next and Add to queue", () => {
  it('say on the page what they did, for a few seconds, as well as to screen readers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<QueueActions item={TRACK} />);
    const said = screen.getByRole('status');
    // Nothing said yet: the line takes no room.
    expect(said).toHaveClass('visually-hidden');

    await user.click(screen.getByRole('button', { name: 'Add to queue' }));
    expect(getSnapshot().queue.items.map((item) => item.title)).toEqual(['Kitchen Radio Hum']);
    expect(said).toHaveTextContent('Added to the queue');
    expect(said).toHaveClass('queue-said');
    expect(said).not.toHaveClass('visually-hidden');

    // A second press keeps the line for its own few seconds.
    act(() => {
      vi.advanceTimersByTime(SAID_MS - 1000);
    });
    await user.click(screen.getByRole('button', { name: 'Play next' }));
    expect(said).toHaveTextContent('Kitchen Radio Hum plays next');
    act(() => {
      vi.advanceTimersByTime(SAID_MS - 1000);
    });
    expect(said).toHaveTextContent('Kitchen Radio Hum plays next');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(said).toHaveTextContent('');
    expect(said).toHaveClass('visually-hidden');
  });
});
