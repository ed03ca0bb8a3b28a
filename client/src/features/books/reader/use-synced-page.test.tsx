import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readResume, saveResume } from '../../../lib/playback/resume-store';
import { mockFetch, on, sentJson, TEST_USER } from '../../../lib/testing/fetch-mock';
import { storeSession, TestProviders } from '../../../lib/testing/render-app';
import { useBookPlace } from './use-book-place';
import { useSyncedPage } from './use-synced-page';

const ID = 'c'.repeat(24);
const PLACE = `/api/me/reading/${ID}`;
const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders>{children}</TestProviders>
);
const openPdf = (total = 5) =>
  renderHook(
    () => {
      const place = useBookPlace(ID);
      useSyncedPage(ID, place, total);
      return place;
    },
    { wrapper },
  );

beforeEach(() => {
  localStorage.clear();
  storeSession(TEST_USER);
});
afterEach(() => vi.unstubAllGlobals());

describe('useSyncedPage (a PDF page kept by the reading feature)', () => {
  it("opens at another device's page and sends each page turned to", async () => {
    const { calls } = mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['reading'] } }),
      on('GET', PLACE, {
        body: {
          place: {
            bookId: ID,
            location: 'page:4',
            progress: 0.8,
            updatedAt: '2026-11-28T10:00:00Z',
          },
        },
      }),
      on('PUT', PLACE, {
        body: { bookId: ID, location: 'page:5', progress: 1, updatedAt: '2026-11-29T10:00:00Z' },
      }),
    );
    const { result } = openPdf();
    await waitFor(() => expect(result.current.page).toBe(4));
    expect(result.current.resumedAt).toBe(4);
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);

    act(() => result.current.turnTo(5));
    const put = () => calls.find((c) => c.init.method === 'PUT');
    await waitFor(() => expect(put()).toBeDefined(), { timeout: 3000 });
    expect(sentJson(put()?.init)).toEqual({ location: 'page:5', progress: 1 });
  });

  it('keeps the page in this browser only, and says nothing, against a provider without it', async () => {
    saveResume('books', ID, 2);
    const { calls } = mockFetch(
      on('GET', '/api/extensions', { status: 404, body: { code: 'NOT_FOUND', message: 'No' } }),
    );
    const { result } = openPdf();
    expect(result.current.page).toBe(2);
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/extensions'))).toBe(true));
    act(() => result.current.turnTo(3));
    expect(readResume('books', ID)).toBe(3);
    // Past the second the place would be sent after: nothing asked of /api/me.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls.filter((c) => c.url.includes('/api/me/'))).toEqual([]);
    expect(result.current.page).toBe(3);
  });
});
