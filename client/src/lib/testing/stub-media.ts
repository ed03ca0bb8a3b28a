// lib/testing: helpers for tests only: a fetch mock, the app rendered, fake caches and media.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** The test DOM's media elements neither play nor keep time: a paused flag and a settable clock. */
export function stubMedia() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  const time = new WeakMap<HTMLMediaElement, number>();
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return paused.get(this) ?? true;
  });
  // One property with a getter and a setter: two spies on it (one per accessor) would each keep the
  // descriptor they found, and restoring them left the other's stand-in behind for the files that
  // share this worker. The original is put back by `restore`.
  const proto = HTMLMediaElement.prototype;
  const originalTime = Object.getOwnPropertyDescriptor(proto, 'currentTime');
  Object.defineProperty(proto, 'currentTime', {
    configurable: true,
    get(this: HTMLMediaElement) {
      return time.get(this) ?? 0;
    },
    set(this: HTMLMediaElement, value: number) {
      time.set(this, value);
    },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(1);
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  });
  /** Puts the element's own clock back (spies are restored by vi.restoreAllMocks()). */
  const restore = () => {
    if (originalTime) Object.defineProperty(proto, 'currentTime', originalTime);
  };
  return { play, restore };
}

/** Playback reaching `seconds` on a stubbed element: its clock set, then its timeupdate. */
export function playTo(element: HTMLMediaElement, seconds: number): void {
  act(() => {
    element.currentTime = seconds;
    element.dispatchEvent(new Event('timeupdate'));
  });
}
