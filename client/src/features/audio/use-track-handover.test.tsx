// @vitest-environment jsdom
// jsdom keeps a media element's currentTime as set; happy-dom's stays 0 without a loaded source.
import type { Audio } from '@inkreel/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaUrl } from '../../components/media/media-urls';
import {
  attachHolder,
  handedTrack,
  handOff,
  stopHandedTrack,
} from '../../lib/playback/now-playing';
import { readResume, saveResume } from '../../lib/playback/resume-store';
import { stubMedia } from '../../lib/testing/stub-media';
import { AudioPlayer } from './components/audio-player';

const AUDIO: Audio = {
  _id: 'd'.repeat(24),
  title: 'Morning Light',
  description: '',
  plays: 3,
  likes: [],
  artworkUrl: '/media/morning.svg',
  audioUrl: '/media/morning.mp3',
  createdAt: '2025-03-04T00:00:00.000Z',
  uploadedBy: { name: 'Uploader' },
  artist: 'Dawn Chorus',
};

const renderPlayer = () =>
  render(
    <MemoryRouter>
      <AudioPlayer audio={AUDIO} />
    </MemoryRouter>,
  );

const media = () => screen.getByTestId<HTMLAudioElement>('audio-player-media');

let play: ReturnType<typeof stubMedia>['play'];
let restoreMedia: () => void = () => undefined;

beforeEach(() => {
  ({ play, restore: restoreMedia } = stubMedia());
});

afterEach(() => {
  act(() => {
    stopHandedTrack();
  });
  vi.restoreAllMocks();
  restoreMedia();
});

describe("the track page's player and the mini player", () => {
  it('hands a playing track over when its page is left, where it was', async () => {
    const view = renderPlayer();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    media().currentTime = 48;
    view.unmount();
    // Handed over once the element has left the page (after the commit).
    await Promise.resolve();
    expect(handedTrack()).toMatchObject({
      id: AUDIO._id,
      title: 'Morning Light',
      artist: 'Dawn Chorus',
      src: mediaUrl(AUDIO.audioUrl),
      artwork: mediaUrl(AUDIO.artworkUrl),
      position: 48,
    });
  });

  it('keeps nothing playing when a paused track is left', async () => {
    const view = renderPlayer();
    view.unmount();
    await Promise.resolve();
    expect(handedTrack()).toBeNull();
  });

  it('takes its track back from the mini player and plays on, without offering to resume', () => {
    saveResume('media', mediaUrl(AUDIO.audioUrl), 20);
    handOff({
      id: AUDIO._id,
      title: AUDIO.title,
      artist: 'Dawn Chorus',
      artwork: mediaUrl(AUDIO.artworkUrl),
      src: mediaUrl(AUDIO.audioUrl),
      position: 60,
      muted: false,
    });
    // The mini player, playing on since: 75 s in.
    attachHolder({
      release: () => ({ position: 75, playing: true, muted: true }),
      owns: () => false,
    });
    renderPlayer();
    expect(handedTrack()).toBeNull();
    expect(media().currentTime).toBe(75);
    expect(media().muted).toBe(true);
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.queryByText(/Resume from/)).toBeNull();
  });

  it('leaves another track in the mini player alone', () => {
    handOff({
      id: 'e'.repeat(24),
      title: 'Other',
      artist: 'Someone',
      artwork: '/api/media/o.svg',
      src: '/api/media/o.mp3',
      position: 12,
      muted: false,
    });
    renderPlayer();
    expect(handedTrack()?.id).toBe('e'.repeat(24));
    expect(media().paused).toBe(true);
  });

  it("in React's development mode (effects run twice) keeps playing here, at its place", async () => {
    handOff({
      id: AUDIO._id,
      title: AUDIO.title,
      artist: 'Dawn Chorus',
      artwork: mediaUrl(AUDIO.artworkUrl),
      src: mediaUrl(AUDIO.audioUrl),
      position: 60,
      muted: false,
    });
    attachHolder({
      release: () => ({ position: 75, playing: true, muted: false }),
      owns: () => false,
    });
    // A fresh element: its duration (and so the seek) comes later.
    const ready = vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(0);
    render(
      <StrictMode>
        <MemoryRouter>
          <AudioPlayer audio={AUDIO} />
        </MemoryRouter>
      </StrictMode>,
    );
    await Promise.resolve();
    ready.mockReturnValue(1);
    fireEvent(media(), new Event('loadedmetadata'));
    expect(handedTrack()).toBeNull();
    expect(media().paused).toBe(false);
    expect(media().currentTime).toBe(75);
    expect(readResume('media', mediaUrl(AUDIO.audioUrl))).toBe(75);
  });
});
