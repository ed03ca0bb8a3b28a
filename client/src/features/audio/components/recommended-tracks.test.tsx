import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecommendedTracks } from './recommended-tracks';

const ID = 'a'.repeat(24);
const track = (n: number) => ({
  _id: n.toString(16).padStart(24, '0'),
  title: `Track ${n}`,
  description: '',
  plays: n * 1000,
  likes: [],
  artworkUrl: `/media/art-${n}.svg`,
  audioUrl: `/media/track-${n}.mp3`,
  createdAt: '2025-01-01T00:00:00.000Z',
  uploadedBy: { name: 'Creator' },
});

function mockServer() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      urls.push(input);
      const page = new URL(input, 'http://x').searchParams.get('page');
      const body = page === '2' ? [track(4), track(5), track(6)] : [track(1), track(2), track(3)];
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
    }),
  );
  return urls;
}

describe('RecommendedTracks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('appends page 2 (limit 3) on Load More, then hides the button', async () => {
    const urls = mockServer();
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter>
          <RecommendedTracks id={ID} />
        </MemoryRouter>
      </SWRConfig>,
    );
    const list = screen.getByRole('list', { name: 'Recommended tracks' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(6));
    expect(within(list).getByText('Track 6')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(urls).toContain(`/api/audios/recommendations/${ID}?page=2&limit=3`);
  });
});
