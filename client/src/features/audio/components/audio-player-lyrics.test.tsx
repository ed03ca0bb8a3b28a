import type { Audio } from '@inkreel/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayerCaptions } from '../../../components/captions/use-player-captions';
import { stubCaptionsProvider } from '../../../lib/testing/captions-provider';
import { TestProviders } from '../../../lib/testing/render-app';
import { playTo, stubMedia } from '../../../lib/testing/stub-media';
import { AudioPlayer } from './audio-player';

const ID = 'b'.repeat(24);
// What the provider serves for LRC lyrics it took: WebVTT, one cue per line.
const LYRICS =
  'WEBVTT\n\n00:00.000 --> 00:04.000\nFour chords and a summer night\n\n00:04.000 --> 00:09.000\nEverybody knows the words\n';
const TRACK: Audio = {
  _id: ID,
  title: 'Singalong',
  description: 'A song.\n0:00 Verse\n0:04 Chorus\n0:08 Outro',
  plays: 0,
  likes: [],
  artworkUrl: '/media/art.svg',
  audioUrl: '/media/singalong.mp3',
  createdAt: '2025-01-01T00:00:00.000Z',
  uploadedBy: { name: 'Creator' },
  genre: 'Pop',
};

/** The provider, with the captions feature (`offered`) or as the specification alone. */
const provider = (offered: boolean) =>
  stubCaptionsProvider(offered, {
    json: {
      [`/api/audios/${ID}/lyrics`]: {
        tracks: [{ language: 'en', label: 'English', url: '/media/lyrics/en.vtt', updatedAt: '' }],
      },
      [`/api/audios/${ID}/chapters`]: { chapters: [] },
    },
    text: { '/api/media/lyrics/en.vtt': LYRICS },
  });

function Page() {
  const media = useRef<HTMLAudioElement>(null);
  const captions = usePlayerCaptions('audio', TRACK, media);
  return (
    <>
      <AudioPlayer audio={TRACK} mediaRef={media} extras={captions.slots} />
      {captions.below}
    </>
  );
}

/** The system's media controls: what the page tells them, chapter included. */
class FakeMetadata {
  title: string;
  album: string;
  constructor(init: MediaMetadataInit) {
    this.title = init.title ?? '';
    this.album = init.album ?? '';
  }
}
const session = {
  metadata: null as FakeMetadata | null,
  playbackState: 'none',
  setActionHandler: () => undefined,
  setPositionState: () => undefined,
};

const element = () => screen.getByTestId<HTMLAudioElement>('audio-player-media');

let restoreMedia = () => {};
beforeEach(() => {
  restoreMedia = stubMedia().restore;
  vi.stubGlobal('MediaMetadata', FakeMetadata);
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // Files share a worker's window: no session left behind without MediaMetadata beside it.
  Reflect.deleteProperty(navigator, 'mediaSession');
  restoreMedia();
});

describe('lyrics and chapters on the audio player', () => {
  it('lists the lyrics with their times, follows playback, seeks from a line, and names the chapter to the system', async () => {
    provider(true);
    const user = userEvent.setup();
    render(<Page />, { wrapper: TestProviders });
    const lyrics = await screen.findByRole('region', { name: 'Lyrics' }, { timeout: 8000 });
    const lines = await within(lyrics).findAllByRole('button');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Four chords and a summer night'),
      expect.stringContaining('Everybody knows the words'),
    ]);
    playTo(element(), 5);
    await waitFor(() => expect(lines[1]).toHaveAttribute('aria-current', 'true'));
    await waitFor(() => expect(session.metadata?.album).toBe('Chorus'));
    await user.click(lines[0] as HTMLElement);
    expect(element().currentTime).toBe(0);
    expect(screen.getByRole('navigation', { name: 'Chapters' })).toBeInTheDocument();
  });

  it('against a provider without the feature: plays as before, no lyrics, no error', async () => {
    const calls = provider(false);
    render(<Page />, { wrapper: TestProviders });
    // Chapters written in the description need no provider call.
    expect(
      await screen.findByRole('navigation', { name: 'Chapters' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('/api/extensions'));
    expect(screen.getByRole('button', { name: /^Play/ })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Lyrics' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.filter((path) => path.includes('/lyrics'))).toEqual([]);
  });
});
