import type { Audio } from '@inkreel/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaUrl } from '../../../components/media/media-urls';
import { audioItem } from '../../../components/queue/queue-items';
import { saveResume } from '../../../lib/playback/resume-store';
import { playItem } from '../../../lib/queue/queue-store';
import { resetQueue } from '../../../lib/testing/queue-reset';
import { TestProviders } from '../../../lib/testing/render-app';
import { stubMedia } from '../../../lib/testing/stub-media';
import { AudioPlayer } from './audio-player';

const track = (id: string, title: string): Audio => ({
  _id: id,
  title,
  description: '',
  plays: 0,
  likes: [],
  artworkUrl: `/media/${id}.jpg`,
  audioUrl: `/media/${id}.mp3`,
  createdAt: '2025-01-01T00:00:00.000Z',
  uploadedBy: { name: 'Creator' },
  genre: 'Pop',
});
const TRACK = track('d'.repeat(24), 'Morning Train');
const OTHER = track('e'.repeat(24), 'Evening Bus');

let restoreMedia = () => {};
beforeEach(() => {
  restoreMedia = stubMedia().restore;
  vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(120);
  // This browser left the track at 0:40 on its page.
  saveResume('media', mediaUrl(TRACK.audioUrl), 40);
});
afterEach(() => {
  resetQueue();
  vi.restoreAllMocks();
  restoreMedia();
});

const previousButton = () => screen.getByRole('button', { name: 'Previous track' });
/** The metadata is in: where the player restores a remembered place. */
const metadataIn = () =>
  fireEvent(screen.getByTestId('audio-player-media'), new Event('loadedmetadata'));

describe("the track player's queue, loaded after the player (decision 0451)", () => {
  it("takes the queue's current track where the queue is, without offering its own place", async () => {
    playItem(audioItem(TRACK));
    render(
      <TestProviders>
        <AudioPlayer audio={TRACK} />
      </TestProviders>,
    );
    // Previous and Next answer once the queue's code is in (Next: the queue's autoplay).
    await waitFor(() => expect(previousButton()).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByRole('button', { name: 'Next track' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    metadataIn();
    expect(screen.queryByText(/^Resume from/)).not.toBeInTheDocument();
  });

  it('offers its own place, Previous and Next off, when the queue plays another track', async () => {
    playItem(audioItem(OTHER));
    render(
      <TestProviders>
        <AudioPlayer audio={TRACK} />
      </TestProviders>,
    );
    metadataIn();
    expect(await screen.findByText('Resume from 0:40')).toBeInTheDocument();
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
  });
});
