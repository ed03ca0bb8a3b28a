import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioListPage } from './audio-list-page';

describe('AudioListPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it(
    'retries, then only logs a failing feed and shows "No audio tracks found"',
    { timeout: 20_000 },
    async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.stubGlobal(
        'fetch',
        vi.fn(() =>
          Promise.resolve(Response.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 })),
        ),
      );
      render(
        <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
          <MemoryRouter>
            <AudioListPage />
          </MemoryRouter>
        </SWRConfig>,
      );
      expect(screen.getByRole('heading', { name: 'Discover Music' })).toBeInTheDocument();
      expect(
        await screen.findByText('No audio tracks found', {}, { timeout: 15_000 }),
      ).toBeInTheDocument();
      expect(log).toHaveBeenCalledWith('Failed to fetch audio tracks', expect.anything());
    },
  );
});
