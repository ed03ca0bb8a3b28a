import { buildUrl, readingCalls } from '@inkreel/shared';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, on, TEST_USER } from '../../../lib/testing/fetch-mock';
import { storeSession, TestProviders } from '../../../lib/testing/render-app';
import { highlightsKey, useHighlights } from './use-highlights';

const BOOK = 'b'.repeat(24);
const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders>{children}</TestProviders>
);

beforeEach(() => {
  localStorage.clear();
  storeSession(TEST_USER);
});
afterEach(() => vi.unstubAllGlobals());

describe('useHighlights against a provider without the reading feature', () => {
  it('adds, edits and deletes highlights in this browser, with no call to the provider', async () => {
    const { calls } = mockFetch(
      on('GET', '/api/extensions', { status: 404, body: { code: 'NOT_FOUND', message: 'No' } }),
    );
    const { result, unmount } = renderHook(() => useHighlights(BOOK), { wrapper });
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/extensions'))).toBe(true));
    await act(() =>
      result.current.add({ location: 'epubcfi(/6/2!/4/2)', text: 'Tide', color: 'pink' }),
    );
    expect(result.current.list).toMatchObject([{ text: 'Tide', color: 'pink', note: '' }]);
    const id = result.current.list[0]?._id ?? '';
    await act(() => result.current.update(id, { note: 'High water' }));
    unmount();

    // Another visit in this browser finds it, edited; then it is deleted.
    const { result: again } = renderHook(() => useHighlights(BOOK), { wrapper });
    expect(again.current.list).toMatchObject([{ _id: id, note: 'High water' }]);
    await act(() => again.current.remove(id));
    expect(again.current.list).toEqual([]);
    expect(calls.filter((c) => c.url.includes('/api/me/'))).toEqual([]);
  });
});

describe('highlightsKey', () => {
  it("is the highlights call's URL", () => {
    for (const bookId of ['0123456789abcdef01234567', 'a b&c']) {
      expect(highlightsKey(bookId)).toBe(buildUrl(readingCalls.highlights, { query: { bookId } }));
    }
  });
});
