import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-client';
import { MediaNotFound } from './media-not-found';

const show = (error?: unknown) =>
  render(
    <MemoryRouter>
      <MediaNotFound
        text="Video not found"
        backTo="/videos"
        backLabel="Browse videos"
        error={error}
      />
    </MemoryRouter>,
  );

describe('MediaNotFound', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the spec’s heading and says it may have been removed when the provider found nothing', () => {
    show(new ApiError(404, 'NOT_FOUND', undefined, 'Video not found'));
    expect(screen.getByRole('heading', { name: 'Video not found' })).toBeInTheDocument();
    expect(screen.getByText('It may have been removed, or the link is incomplete.')).toBeVisible();
  });

  it('says the server could not be reached after a network failure', () => {
    show(new ApiError(0, undefined, undefined, 'Network error occurred'));
    expect(screen.getByRole('heading', { name: 'Video not found' })).toBeInTheDocument();
    expect(
      screen.getByText('The server could not be reached. Check your connection and try again.'),
    ).toBeVisible();
  });

  it('says it is not saved on this device while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show(new ApiError(0, undefined, undefined, 'Network error occurred'));
    expect(screen.getByText('You are offline, and it is not saved on this device.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse videos' })).toHaveAttribute('href', '/videos');
  });
});
