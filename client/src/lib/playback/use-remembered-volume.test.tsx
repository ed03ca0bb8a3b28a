import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRememberedVolume, VOLUME_KEY } from './use-remembered-volume';

const mediaRef = () => ({ current: document.createElement('audio') });

describe('useRememberedVolume', () => {
  afterEach(() => localStorage.clear());

  it('keeps each volume change and starts the next player there', () => {
    const first = mediaRef();
    renderHook(() => useRememberedVolume(first, '/a.mp3'));
    expect(first.current.volume).toBe(1);
    first.current.volume = 0.4;
    first.current.dispatchEvent(new Event('volumechange'));
    expect(localStorage.getItem(VOLUME_KEY)).toBe('0.4');

    const next = mediaRef();
    renderHook(() => useRememberedVolume(next, '/b.mp4'));
    expect(next.current.volume).toBe(0.4);
  });

  it('ignores a stored value that is not a volume', () => {
    localStorage.setItem(VOLUME_KEY, '7');
    const media = mediaRef();
    renderHook(() => useRememberedVolume(media, '/a.mp3'));
    expect(media.current.volume).toBe(1);
  });
});
