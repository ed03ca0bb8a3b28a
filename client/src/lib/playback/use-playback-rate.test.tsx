import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAYBACK_RATE_KEY, PLAYBACK_RATES, rateLabel, usePlaybackRate } from './use-playback-rate';

const mediaRef = () => ({ current: document.createElement('audio') });

describe('usePlaybackRate', () => {
  afterEach(() => localStorage.clear());

  it('steps through the speeds, sets them on the element and keeps the choice', () => {
    const ref = mediaRef();
    const { result, rerender } = renderHook(({ src }) => usePlaybackRate(ref, src), {
      initialProps: { src: '/a.mp3' },
    });
    expect(result.current.rate).toBe(1);
    act(() => result.current.next());
    expect(result.current.rate).toBe(1.25);
    expect(ref.current.playbackRate).toBe(1.25);
    // A new source (the next track) starts at the same speed.
    expect(ref.current.defaultPlaybackRate).toBe(1.25);
    rerender({ src: '/b.mp3' });
    expect(ref.current.playbackRate).toBe(1.25);
    expect(localStorage.getItem(PLAYBACK_RATE_KEY)).toBe('1.25');

    // Another player (another page) starts at the kept speed.
    const other = mediaRef();
    const view = renderHook(() => usePlaybackRate(other, '/c.mp4'));
    expect(view.result.current.rate).toBe(1.25);
    expect(other.current.playbackRate).toBe(1.25);
  });

  it('goes faster and slower one step at a time, stopping at either end', () => {
    const ref = mediaRef();
    const { result } = renderHook(() => usePlaybackRate(ref, '/a.mp3'));
    act(() => {
      result.current.slower();
    });
    expect(result.current.rate).toBe(0.75);
    act(() => {
      result.current.slower();
    });
    expect(result.current.rate).toBe(0.75);
    for (let i = 0; i < 10; i += 1)
      act(() => {
        result.current.faster();
      });
    expect(result.current.rate).toBe(2);
    expect(ref.current.playbackRate).toBe(2);
  });

  it('wraps around after the last speed, and ignores a stored value it does not offer', () => {
    localStorage.setItem(PLAYBACK_RATE_KEY, '3');
    const { result } = renderHook(() => usePlaybackRate(mediaRef(), '/a.mp3'));
    expect(result.current.rate).toBe(1);
    for (let i = 0; i < PLAYBACK_RATES.length; i += 1) act(() => result.current.next());
    expect(result.current.rate).toBe(1);
    expect(rateLabel(0.75)).toBe('0.75×');
  });
});
