// @vitest-environment jsdom
// jsdom keeps a media element's currentTime as set; happy-dom's stays 0 without a loaded source.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handedTrack, handOff, stopHandedTrack, takeBack } from '../../../lib/playback/now-playing';
import { readResume } from '../../../lib/playback/resume-store';
import { stubMedia } from '../../../lib/testing/stub-media';
import { MiniPlayer } from './mini-player';

const TRACK = {
  id: 'c'.repeat(24),
  title: 'Night Drive',
  artist: 'The Artist',
  artwork: '/api/media/art.svg',
  src: '/api/media/night.mp3',
  position: 37,
  muted: true,
};

const renderBar = () =>
  render(
    <MemoryRouter>
      <main id="main" tabIndex={-1}>
        Page
      </main>
      <MiniPlayer />
    </MemoryRouter>,
  );

const bar = () => screen.queryByRole('region', { name: 'Now playing' });
const barMedia = () => screen.getByTestId<HTMLAudioElement>('mini-player-media');

let restoreMedia: () => void = () => undefined;

beforeEach(() => {
  restoreMedia = stubMedia().restore;
});

afterEach(() => {
  act(() => {
    stopHandedTrack();
  });
  vi.restoreAllMocks();
  restoreMedia();
});

describe('MiniPlayer', () => {
  it('shows nothing until a track is handed over', () => {
    renderBar();
    expect(bar()).toBeNull();
  });

  it('plays a handed-over track on from its place, muted as it was, linking back to its page', () => {
    renderBar();
    act(() => handOff(TRACK));
    expect(bar()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Night Drive' })).toHaveAttribute(
      'href',
      `/audio/${TRACK.id}`,
    );
    expect(screen.getByText('The Artist')).toBeInTheDocument();
    const media = barMedia();
    expect(media.currentTime).toBe(37);
    expect(media.muted).toBe(true);
    expect(media.paused).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause Night Drive' })).toBeInTheDocument();
  });

  it('pauses and plays from its own button', async () => {
    renderBar();
    act(() => handOff(TRACK));
    await userEvent.click(screen.getByRole('button', { name: 'Pause Night Drive' }));
    expect(barMedia().paused).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Play Night Drive' }));
    expect(barMedia().paused).toBe(false);
  });

  it('closes, keeping the place for the track page', async () => {
    renderBar();
    act(() => handOff(TRACK));
    const media = barMedia();
    media.currentTime = 64;
    await userEvent.click(screen.getByRole('button', { name: 'Close player' }));
    expect(bar()).toBeNull();
    // Its button went with it: the focus goes to the page, not to nowhere.
    expect(screen.getByRole('main')).toHaveFocus();
    expect(media.paused).toBe(true);
    expect(handedTrack()).toBeNull();
    expect(readResume('media', TRACK.src)).toBe(64);
  });

  it('stops when another player starts: one sound at a time', () => {
    renderBar();
    act(() => handOff(TRACK));
    const other = document.createElement('video');
    document.body.append(other);
    fireEvent(other, new Event('play'));
    expect(bar()).toBeNull();
    other.remove();
  });

  it("gives its track back to the track's page, where it was and playing", () => {
    renderBar();
    act(() => handOff(TRACK));
    const media = barMedia();
    media.currentTime = 90;
    let back: ReturnType<typeof takeBack> = null;
    act(() => {
      back = takeBack(TRACK.id);
    });
    expect(back).toEqual({ position: 90, playing: true, muted: true });
    expect(media.paused).toBe(true);
    expect(bar()).toBeNull();
  });
});
