import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  attachHolder,
  handedTrack,
  handOff,
  stopHandedTrack,
  takeBack,
  type HandedTrack,
} from './now-playing';
import { readResume } from './resume-store';

const track = (id: string, position: number): HandedTrack => ({
  id,
  title: `Track ${id}`,
  artist: 'Artist',
  artwork: `/api/media/${id}.svg`,
  src: `/api/media/${id}.mp3`,
  position,
  muted: false,
});

afterEach(() => {
  stopHandedTrack();
});

describe('now playing', () => {
  it('holds a handed-over track and keeps its place for its page', () => {
    handOff(track('a', 42.5));
    expect(handedTrack()?.id).toBe('a');
    expect(readResume('media', '/api/media/a.mp3')).toBe(42.5);
  });

  it('forgets a place too near the start to resume, so the page starts it over', () => {
    handOff(track('a', 3));
    expect(readResume('media', '/api/media/a.mp3')).toBeUndefined();
  });

  it("gives the track back to its own page only, with the mini player's place", () => {
    handOff(track('a', 10));
    const pause = vi.fn();
    attachHolder({
      release: () => {
        pause();
        return { position: 71, playing: true, muted: false };
      },
      owns: () => false,
    });
    expect(takeBack('b')).toBeNull();
    expect(handedTrack()?.id).toBe('a');
    expect(pause).not.toHaveBeenCalled();

    expect(takeBack('a')).toEqual({ position: 71, playing: true, muted: false });
    expect(pause).toHaveBeenCalledOnce();
    expect(handedTrack()).toBeNull();
    expect(readResume('media', '/api/media/a.mp3')).toBe(71);
  });

  it('stops the held track when another is handed over, keeping its place', () => {
    handOff(track('a', 10));
    attachHolder({
      release: () => ({ position: 30, playing: true, muted: false }),
      owns: () => false,
    });
    handOff(track('b', 8));
    expect(handedTrack()?.id).toBe('b');
    expect(readResume('media', '/api/media/a.mp3')).toBe(30);
  });

  it('stops on request, once, telling its subscribers', () => {
    handOff(track('a', 10));
    // No mini player yet (its code on the way): as it was handed over, playing.
    expect(stopHandedTrack()).toEqual({ position: 10, playing: true, muted: false });
    expect(stopHandedTrack()).toBeNull();
    expect(handedTrack()).toBeNull();
  });

  it('ignores a holder that detaches after another took its place', () => {
    handOff(track('a', 10));
    const held = (position: number) => ({
      release: () => ({ position, playing: true, muted: false }),
      owns: () => false,
    });
    const detachFirst = attachHolder(held(11));
    attachHolder(held(12));
    detachFirst();
    expect(takeBack('a')).toEqual({ position: 12, playing: true, muted: false });
  });

  it('stops when any other player starts, even before the mini player has loaded', () => {
    handOff(track('a', 10));
    const video = document.createElement('video');
    document.body.append(video);
    video.dispatchEvent(new Event('play'));
    expect(handedTrack()).toBeNull();
    video.remove();
  });

  it("ignores the mini player's own element starting", () => {
    handOff(track('a', 10));
    const own = document.createElement('audio');
    document.body.append(own);
    attachHolder({
      release: () => ({ position: 10, playing: true, muted: false }),
      owns: (target) => target === own,
    });
    own.dispatchEvent(new Event('play'));
    expect(handedTrack()?.id).toBe('a');
    own.remove();
  });
});
