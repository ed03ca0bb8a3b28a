import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaUrl } from '../../../components/media/media-urls';
import { saveResume } from '../../../lib/playback/resume-store';
import { OnScreenObserver, testComment, testThread } from '../../../lib/testing/comment-fixtures';
import { mockFetch, on } from '../../../lib/testing/fetch-mock';
import { TestProviders } from '../../../lib/testing/render-app';
import { stubMedia } from '../../../lib/testing/stub-media';
import { VideoPage } from './video-page';

const VIDEO = {
  _id: 'c'.repeat(24),
  title: 'First Light',
  description: 'Dawn over a flat sea.',
  tags: [],
  views: 3,
  createdAt: '2026-11-01T08:00:00.000Z',
  videoUrl: '/media/videos/first-light.mp4',
  uploadedBy: { name: 'Creator' },
};

function renderAt(path: string) {
  return render(
    // The app's providers: the page's Save to playlist asks who is signed in.
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/video/:id" element={<VideoPage />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('VideoPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
    restoreMedia();
    // The player preloads its poster with a <link> in <head>, which the files after this one in
    // the worker would find (video-player.test.tsx counts them).
    document.head.innerHTML = '';
  });

  let restoreMedia: () => void = () => undefined;

  /** Opens the video at `search` after it was left at 0:40 on an earlier visit. */
  async function openRemembered(search: string) {
    restoreMedia = stubMedia().restore;
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(120);
    saveResume('media', mediaUrl(VIDEO.videoUrl), 40);
    mockFetch(
      on('GET', `/api/videos/${VIDEO._id}`, { body: VIDEO }),
      on('GET', `/api/videos/recommendations/${VIDEO._id}`, { body: [] }),
    );
    renderAt(`/video/${VIDEO._id}${search}`);
    const video = await screen.findByLabelText<HTMLVideoElement>('First Light', {
      selector: 'video',
    });
    // The metadata is in: where the player restores a remembered place.
    fireEvent(video, new Event('loadedmetadata'));
    return video;
  }

  it('leaves a time past the video’s end as text in its comments, and links the others', async () => {
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
    const short = { ...VIDEO, duration: 62 };
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['comments'] } }),
      on('GET', `/api/videos/${VIDEO._id}`, { body: short }),
      on('GET', `/api/videos/recommendations/${VIDEO._id}`, { body: [] }),
      on('GET', `/api/videos/${VIDEO._id}/comments`, {
        body: testThread([testComment('At 0:20 the sun, also 1:05 here')]),
      }),
    );
    renderAt(`/video/${VIDEO._id}`);
    // The first page shows as plain reading until the live thread's lazy chunk has loaded (its
    // first import in a busy worker can take seconds), then the thread takes its place: the
    // check waits for the thread (its offer to a visitor) and reads the text once it is there.
    expect(
      await screen.findByRole('link', { name: 'Sign in to comment' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('link', { name: /0:20/ })).toBeInTheDocument();
    });
    expect(screen.getByText(/also 1:05 here/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /1:05/ })).toBeNull();
  });

  it('opens a video where it was left when the link has no start time', async () => {
    const video = await openRemembered('');
    expect(await screen.findByText('Resume from 0:40')).toBeInTheDocument();
    expect(video.currentTime).toBe(40);
  });

  it.each(['?t=abc', '?t=0', '?t='])(
    'plays from the start, not the remembered place, at %s (not a time)',
    async (search) => {
      const video = await openRemembered(search);
      expect(video.currentTime).toBe(0);
      expect(screen.queryByText(/^Resume from/)).not.toBeInTheDocument();
    },
  );

  it('says "Video not found" for an id that cannot exist, without asking the server', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderAt('/video/not-an-id');
    expect(screen.getByText('Video not found')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says "Video not found" when the server answers 404, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Video not found' }), {
            status: 404,
          }),
        ),
      ),
    );
    renderAt(`/video/${'b'.repeat(24)}`);
    expect(await screen.findByText('Video not found')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});
