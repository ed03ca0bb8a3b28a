import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMediaSession } from './use-media-session';

class FakeMetadata {
  constructor(readonly init: MediaMetadataInit) {}
}

function Player({ title = 'Low Tide' }: { title?: string }) {
  const ref = useRef<HTMLAudioElement>(null);
  useMediaSession(ref, { title, artist: 'Ada', artwork: '/art.png' });
  return <audio ref={ref} data-testid={title === 'Low Tide' ? 'el' : title} />;
}

describe('useMediaSession', () => {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as unknown,
    playbackState: 'none',
    setActionHandler: (action: string, handler: MediaSessionActionHandler | null) =>
      handlers.set(action, handler),
    setPositionState: vi.fn(),
  };

  beforeEach(() => {
    vi.stubGlobal('MediaMetadata', FakeMetadata);
    Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // Files share a worker and its window (client/vitest.config.ts): a session left on navigator
    // without MediaMetadata beside it broke the next file that renders a player.
    Reflect.deleteProperty(navigator, 'mediaSession');
  });

  it('publishes title, artist and artwork, and its actions drive the element', () => {
    const { unmount } = render(<Player />);
    const el = screen.getByTestId<HTMLAudioElement>('el');
    Object.defineProperty(el, 'duration', { value: 100, configurable: true });
    expect((session.metadata as FakeMetadata).init).toMatchObject({
      title: 'Low Tide',
      artist: 'Ada',
      artwork: [{ src: '/art.png', sizes: '512x512' }],
    });

    el.currentTime = 50;
    handlers.get('seekforward')?.({ action: 'seekforward' });
    expect(el.currentTime).toBe(60);
    handlers.get('seekbackward')?.({ action: 'seekbackward', seekOffset: 30 });
    expect(el.currentTime).toBe(30);
    handlers.get('seekto')?.({ action: 'seekto', seekTime: 200 });
    expect(el.currentTime).toBe(100);
    const pause = vi.spyOn(el, 'pause');
    handlers.get('pause')?.({ action: 'pause' });
    expect(pause).toHaveBeenCalled();

    el.dispatchEvent(new Event('durationchange'));
    expect(session.setPositionState).toHaveBeenLastCalledWith({
      duration: 100,
      position: 100,
      playbackRate: 1,
    });
    // Playing on, the browser carries the position itself: told again after a stall, not each tick.
    const told = vi.mocked(session.setPositionState).mock.calls.length;
    el.dispatchEvent(new Event('timeupdate'));
    expect(session.setPositionState).toHaveBeenCalledTimes(told);
    el.dispatchEvent(new Event('playing'));
    expect(session.setPositionState).toHaveBeenCalledTimes(told + 1);

    unmount();
    expect(session.metadata).toBeNull();
    expect(handlers.get('play')).toBeNull();
  });

  it("leaves alone the session another player took since (the mini player's successor)", () => {
    const { unmount: leaveFirst } = render(<Player title="Low Tide" />);
    render(<Player title="Night Drive" />);
    const play = handlers.get('play');
    leaveFirst();
    expect((session.metadata as FakeMetadata).init).toMatchObject({ title: 'Night Drive' });
    expect(handlers.get('play')).toBe(play);
    expect(play).toBeTypeOf('function');
  });
});
