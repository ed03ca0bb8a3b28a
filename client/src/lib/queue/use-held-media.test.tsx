import { act, render, screen } from '@testing-library/react';
import { useRef, type RefObject } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isQueueCurrent } from '../playback/now-playing';
import { resetQueue } from '../testing/queue-reset';
import { stubMedia } from '../testing/stub-media';
import { getSnapshot } from './queue-store';
import { usePagePlayer } from './use-held-media';

const TRACK = {
  kind: 'audio' as const,
  id: 'c'.repeat(24),
  title: 'Early Bird',
  creator: 'Ann Lee',
  src: '/media/early-bird.mp3',
};

function Queue({ media }: { media: RefObject<HTMLAudioElement | null> }) {
  usePagePlayer(media, TRACK, { joinOnPlay: true });
  return null;
}

/** A track's player whose queue code comes later (decision 0451): `withQueue` is its arrival. */
function Player({ withQueue }: { withQueue: boolean }) {
  const media = useRef<HTMLAudioElement>(null);
  return (
    <>
      <audio ref={media} data-testid="media" />
      {withQueue ? <Queue media={media} /> : null}
    </>
  );
}

let restoreMedia = () => {};
beforeEach(() => {
  restoreMedia = stubMedia().restore;
});
afterEach(() => {
  resetQueue();
  vi.restoreAllMocks();
  restoreMedia();
});

describe("a track page's player and the queue", () => {
  it('a track played before the queue code came joins the queue when it comes', async () => {
    const { rerender } = render(<Player withQueue={false} />);
    const media = screen.getByTestId<HTMLAudioElement>('media');
    await act(() => media.play());
    expect(getSnapshot().current).toBeNull();

    rerender(<Player withQueue />);
    expect(getSnapshot().current).toMatchObject({ kind: 'audio', id: TRACK.id });
    expect(getSnapshot().playing).toBe(true);
    expect(getSnapshot().holder).toBe('page');
    // What a page reads before the queue's code loads follows the queue.
    expect(isQueueCurrent('audio', TRACK.id)).toBe(true);
  });

  it('a paused track does not join the queue when the code comes', () => {
    render(<Player withQueue />);
    expect(getSnapshot().current).toBeNull();
    expect(isQueueCurrent('audio', TRACK.id)).toBe(false);
  });
});
