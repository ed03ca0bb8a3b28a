import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoPage } from './video-page';

function renderAt(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/video/:id" element={<VideoPage />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('VideoPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

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
