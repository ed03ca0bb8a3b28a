import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetClientConfig, provideClientConfig } from '../../../lib/api/config';
import { mockFetch } from '../../../lib/testing/fetch-mock';
import { loadOnServer, renderHydrated } from '../../../lib/testing/server-rendered';
import { useVideo } from './use-video';
import { useVideoFeed } from './use-video-feed';
import { useVideoRecommendations } from './use-video-recommendations';
import { videoPage, videosPage } from './video-page-data';

// The web server's loader data for the video pages lands under the keys this feature's hooks read:
// a hydrated page shows it and asks the provider for none of it (client/e2e/ssr.e2e.ts checks the
// same in a browser).

const ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const video = (id: string, title: string) => ({
  _id: id,
  title,
  description: '',
  tags: [],
  views: 1,
  createdAt: '2026-07-01T10:00:00.000Z',
  videoUrl: '/media/v.mp4',
  uploadedBy: { _id: 'c1b2c3d4e5f6a1b2c3d4e5f6', name: 'Dana' },
});
const page = (n: number) => ({
  videos: [video(`${n}`.padStart(24, '0'), `Clip ${n}`)],
  pagination: { page: n, pages: 2, total: 2, limit: 1 },
});
const ok = (body: unknown) => ({ status: 200, body });

afterEach(() => {
  vi.unstubAllGlobals();
  resetClientConfig();
});

function VideoProbe() {
  const { data } = useVideo(ID);
  const { data: recommended } = useVideoRecommendations(ID);
  return (
    <>
      <h1>{data?.title ?? 'Loading'}</h1>
      <p>{recommended?.map((v) => v.title).join(', ') ?? 'No recommendations yet'}</p>
    </>
  );
}

function FeedProbe() {
  const feed = useVideoFeed();
  return (
    <>
      <p>{feed.items.map((v) => v.title).join(', ')}</p>
      <button type="button" onClick={feed.loadMore}>
        More
      </button>
    </>
  );
}

describe('the video pages’ data', () => {
  it('hydrates a video page with the video and its recommendations, asking for neither', async () => {
    const replies = await loadOnServer(videoPage, '/video/:id', `/video/${ID}`, {
      [`/api/videos/${ID}`]: ok(video(ID, 'First Light')),
      [`/api/videos/recommendations/${ID}`]: ok([video('b'.repeat(24), 'Harbour Lights')]),
    });
    const { calls } = mockFetch();
    renderHydrated(<VideoProbe />, '/video/:id', `/video/${ID}`, replies);
    expect(screen.getByRole('heading', { name: 'First Light' })).toBeInTheDocument();
    expect(screen.getByText('Harbour Lights')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls).toEqual([]);
  });

  it('hydrates /videos with its first page, and the feed goes on from it with page 2', async () => {
    provideClientConfig({ apiBaseUrl: '', socketUrl: '' });
    const replies = await loadOnServer(videosPage, '/videos', '/videos', {
      '/api/videos': ok(page(1)),
    });
    const { calls } = mockFetch(() => ({ body: page(2) }));
    renderHydrated(<FeedProbe />, '/videos', '/videos', replies);
    expect(screen.getByText('Clip 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('Clip 1, Clip 2')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/videos?page=2']);
  });
});
