import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, TEST_USER } from '../../lib/testing/fetch-mock';
import { renderRoutes, storeSession } from '../../lib/testing/render-app';
import { OwnerControls } from './owner-controls';

const ID = 'e'.repeat(24);

function show(uploaderId: string, extensions: string[], signedIn = true) {
  if (signedIn) storeSession(TEST_USER);
  const fetched = mockFetch(
    on('GET', '/api/auth/status', { body: TEST_USER }),
    on('GET', '/api/extensions', { body: { extensions } }),
  );
  renderRoutes(
    [
      {
        path: '/video/:id',
        element: (
          <>
            <h1>Clip</h1>
            <OwnerControls kind="video" id={ID} uploaderId={uploaderId} visibility="unlisted" />
          </>
        ),
      },
    ],
    `/video/${ID}`,
  );
  return fetched;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('OwnerControls', () => {
  it('gives the uploader Edit and Statistics, and says who can see it', async () => {
    show(TEST_USER._id, ['manage']);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/my-uploads/video/${ID}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Statistics' })).toHaveAttribute(
      'href',
      `/my-uploads/video/${ID}/stats`,
    );
    expect(screen.getByText(/Only people with its link can open it\./)).toBeInTheDocument();
  });

  it('shows nothing to anyone else, and asks nothing of a visitor', async () => {
    const { calls } = show('f'.repeat(24), ['manage']);
    expect(await screen.findByRole('heading', { name: 'Clip' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    localStorage.clear();
    vi.unstubAllGlobals();
    const visitor = show(TEST_USER._id, ['manage'], false);
    expect(await screen.findAllByRole('heading', { name: 'Clip' })).toHaveLength(2);
    expect(visitor.calls.some((c) => c.url.includes('/api/extensions'))).toBe(false);
    expect(calls.some((c) => c.url.includes('/api/extensions'))).toBe(false);
  });

  it('shows nothing against a provider without the manage feature', async () => {
    const { calls } = show(TEST_USER._id, []);
    // Asked for the uploader, answered "none": nothing is drawn once the answer is in.
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/extensions'))).toBe(true));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });
});
