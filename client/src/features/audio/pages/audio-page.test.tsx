import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioPage } from './audio-page';

function renderAt(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/audio/:id" element={<AudioPage />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('AudioPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says "Audio not found" for an id that cannot exist, without asking the server', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderAt('/audio/not-an-id');
    expect(screen.getByText('Audio not found')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says "Audio not found" when the server answers 404, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Audio not found' }), {
            status: 404,
          }),
        ),
      ),
    );
    renderAt(`/audio/${'b'.repeat(24)}`);
    expect(await screen.findByText('Audio not found')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
  });
});
