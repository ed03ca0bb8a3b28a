import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlayerCaptions } from '../../../components/captions/use-player-captions';
import { stubCaptionsProvider } from '../../../lib/testing/captions-provider';
import { TestProviders } from '../../../lib/testing/render-app';
import { playTo, stubMedia } from '../../../lib/testing/stub-media';
import { VideoPlayer } from './video-player';

const ID = 'a'.repeat(24);
const EN =
  'WEBVTT\n\n00:00.000 --> 00:04.000\nHello <b>there</b>\n\n00:04.000 --> 00:08.000\nThe sea is grey\n';
const FR =
  'WEBVTT\n\n00:00.000 --> 00:04.000\nBonjour\n\n00:04.000 --> 00:08.000\nLa mer est grise\n';
const DESCRIPTION = 'A film.\n0:00 Haze\n0:03 Sun\n0:06 Morning';

/** The provider: JSON calls, and the caption files as text. `offered` false plays spec-only. */
const provider = (offered: boolean) =>
  stubCaptionsProvider(offered, {
    json: {
      [`/api/videos/${ID}/captions`]: {
        tracks: [
          { language: 'en', label: 'English', url: '/media/captions/en.vtt', updatedAt: '' },
          { language: 'fr', label: 'Français', url: '/media/captions/fr.vtt', updatedAt: '' },
        ],
      },
      [`/api/videos/${ID}/chapters`]: { chapters: [] },
      [`/api/videos/${ID}/storyboard`]: { storyboard: null },
    },
    text: { '/api/media/captions/en.vtt': EN, '/api/media/captions/fr.vtt': FR },
  });

function Page() {
  const media = useRef<HTMLVideoElement>(null);
  const captions = usePlayerCaptions('video', { _id: ID, description: DESCRIPTION }, media);
  return (
    <>
      <VideoPlayer src="/v.mp4" title="First Light" mediaRef={media} extras={captions.slots} />
      {captions.below}
    </>
  );
}

const video = () => screen.getByLabelText<HTMLVideoElement>('First Light');

let restoreMedia = () => {};
beforeEach(() => {
  restoreMedia = stubMedia().restore;
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  restoreMedia();
});

describe('captions on the video player', () => {
  it('turns captions on in the browser’s language, changes language, and c turns them off', async () => {
    provider(true);
    const user = userEvent.setup();
    render(<Page />, { wrapper: TestProviders });
    // The first test loads the lazy chunk (the parsers too): more than findBy's default second.
    await user.click(await screen.findByRole('button', { name: 'Captions' }, { timeout: 8000 }));
    const panel = screen.getByRole('group', { name: 'Caption settings' });
    // Not on yet: the browser's French is what the menu offers first.
    expect(within(panel).getByRole('radio', { name: 'Off' })).toBeChecked();
    await user.click(within(panel).getByRole('radio', { name: 'Français' }));
    playTo(video(), 5);
    await waitFor(
      () => expect(screen.getByTestId('caption-overlay')).toHaveTextContent('La mer est grise'),
      { timeout: 5000 },
    );
    await user.click(within(panel).getByRole('radio', { name: 'English' }));
    await waitFor(() =>
      expect(screen.getByTestId('caption-overlay')).toHaveTextContent('The sea is grey'),
    );
    await user.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    await user.keyboard('c');
    expect(screen.queryByTestId('caption-overlay')).not.toBeInTheDocument();
    expect(screen.getByText('Captions off')).toBeInTheDocument();
    // Remembered for the next video: English, off.
    expect(JSON.parse(localStorage.getItem('inkreel:captions') ?? '{}')).toMatchObject({
      on: false,
      language: 'en',
    });
  });

  it('lists the chapters, marks the one playing and jumps to one', async () => {
    provider(true);
    const user = userEvent.setup();
    render(<Page />, { wrapper: TestProviders });
    const chapters = await screen.findByRole('navigation', { name: 'Chapters' }, { timeout: 8000 });
    playTo(video(), 4);
    await waitFor(() =>
      expect(within(chapters).getByRole('button', { name: /Sun/ })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await user.click(within(chapters).getByRole('button', { name: /Morning/ }));
    expect(video().currentTime).toBe(6);
  });

  it('searches the transcript, marks what it found, and seeks from a line', async () => {
    provider(true);
    const user = userEvent.setup();
    render(<Page />, { wrapper: TestProviders });
    const transcript = await screen.findByRole('region', { name: 'Transcript' }, { timeout: 8000 });
    await user.type(within(transcript).getByRole('searchbox'), 'MER');
    const lines = await within(transcript).findAllByRole('button');
    expect(lines).toHaveLength(1);
    expect(within(lines[0] as HTMLElement).getByText('mer')).toContainHTML('mer');
    await user.click(lines[0] as HTMLElement);
    expect(video().currentTime).toBe(4);
  });

  it('against a provider without the feature: no captions control, no error, description chapters still', async () => {
    const calls = provider(false);
    render(<Page />, { wrapper: TestProviders });
    expect(
      await screen.findByRole('navigation', { name: 'Chapters' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('/api/extensions'));
    expect(screen.queryByRole('button', { name: 'Captions' })).not.toBeInTheDocument();
    expect(calls.filter((path) => path.includes('/captions'))).toEqual([]);
  });
});
