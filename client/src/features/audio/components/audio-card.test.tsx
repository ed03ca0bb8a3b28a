import type { Audio } from '@inkreel/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AudioCard } from './audio-card';

const track: Audio = {
  _id: 'b'.repeat(24),
  title: 'Night Drive',
  description: '',
  plays: 1500,
  likes: [],
  artworkUrl: '/media/art.svg',
  audioUrl: '/media/track.mp3',
  createdAt: '2025-03-04T00:00:00.000Z',
  uploadedBy: { name: 'Uploader Name' },
};

const renderCard = (audio: Audio, compact?: boolean) =>
  render(
    <MemoryRouter>
      <AudioCard audio={audio} compact={compact} />
    </MemoryRouter>,
  );

describe('AudioCard', () => {
  it('names the artist, then plays and date, on the two lines its placeholder holds', () => {
    renderCard({ ...track, artist: 'The Artist' });
    const link = screen.getByRole('link', { name: /Night Drive/ });
    expect(link).toHaveAttribute('href', `/audio/${track._id}`);
    expect(screen.getByText('The Artist')).toBeInTheDocument();
    expect(screen.getByText(/^1\.5K plays · /)).toBeInTheDocument();
    expect(screen.queryByText('Uploader Name')).not.toBeInTheDocument();
  });

  it('falls back to the uploader when the provider gives no artist', () => {
    renderCard(track);
    expect(screen.getByText('Uploader Name')).toBeInTheDocument();
  });

  it('in a recommendation rail shows the artist and plays without the date', () => {
    renderCard({ ...track, artist: 'The Artist' }, true);
    expect(screen.getByText('The Artist')).toBeInTheDocument();
    expect(screen.getByText('1.5K plays')).toBeInTheDocument();
  });
});
