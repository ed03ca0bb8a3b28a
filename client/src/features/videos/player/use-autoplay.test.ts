import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAutoplay } from './use-autoplay';

function fakeMedia(play: () => Promise<void>) {
  const media = { muted: false, play: vi.fn(play) };
  return { media, ref: { current: media as unknown as HTMLMediaElement } };
}

describe('useAutoplay', () => {
  it('plays with sound when the browser allows it', async () => {
    const { media, ref } = fakeMedia(() => Promise.resolve());
    const { result } = renderHook(() => useAutoplay(ref, '/api/media/a.mp4'));
    await waitFor(() => expect(media.play).toHaveBeenCalledTimes(1));
    expect(media.muted).toBe(false);
    expect(result.current).toBe(false);
  });

  it('falls back to muted playback when sound is refused', async () => {
    let calls = 0;
    const { media, ref } = fakeMedia(() =>
      calls++ === 0
        ? Promise.reject(new DOMException('needs a gesture', 'NotAllowedError'))
        : Promise.resolve(),
    );
    const { result } = renderHook(() => useAutoplay(ref, '/api/media/a.mp4'));
    await waitFor(() => expect(media.play).toHaveBeenCalledTimes(2));
    expect(media.muted).toBe(true);
    // The player offers to turn the sound on.
    expect(result.current).toBe(true);
  });

  it('does not mute for other failures (e.g. a broken source)', async () => {
    const { media, ref } = fakeMedia(() =>
      Promise.reject(new DOMException('no source', 'NotSupportedError')),
    );
    renderHook(() => useAutoplay(ref, '/api/media/a.mp4'));
    await waitFor(() => expect(media.play).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 10));
    expect(media.muted).toBe(false);
    expect(media.play).toHaveBeenCalledTimes(1);
  });
});
