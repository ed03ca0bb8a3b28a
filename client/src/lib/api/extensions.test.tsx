import { buildUrl, defineCall, errorBodySchema, extensionCalls } from '@inkreel/shared';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { mutate, SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, request } from './api-client';
import { EXTENSIONS_KEY, useExtension } from './extensions';
import { mockFetch, on } from '../testing/fetch-mock';

/** A call of an offered feature, as a feature's hook would make it. */
const likeCall = defineCall({
  method: 'PUT',
  path: '/api/videos/:id/like',
  scope: 'extension',
  feature: 'likes',
  params: z.object({ id: z.string() }),
  responses: { 200: z.object({ liked: z.boolean() }), 404: errorBodySchema },
});

// The app's default cache (withdrawal reaches it through SWR's global mutate), asked anew each test.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('the extension check', () => {
  // Written out so its contract loads with the first read (docs/decisions/0452).
  it("is kept under its call's URL", () => {
    expect(EXTENSIONS_KEY).toBe(buildUrl(extensionCalls.list));
  });
});

describe('useExtension', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await mutate(EXTENSIONS_KEY, undefined, { revalidate: false });
  });

  it('is true for a feature the provider names, false for the others', async () => {
    mockFetch(on('GET', '/api/extensions', { body: { extensions: ['likes', 'someday'] } }));
    const { result } = renderHook(() => [useExtension('likes'), useExtension('comments')], {
      wrapper,
    });
    await waitFor(() => expect(result.current).toEqual([true, false]));
  });

  it('is false, with no error, against a provider without the call', async () => {
    const { calls } = mockFetch(on('GET', '/api/extensions', { status: 404, body: {} }));
    const { result } = renderHook(() => useExtension('likes'), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('hides a feature whose call is answered 405 or 501', async () => {
    mockFetch(
      on('GET', '/api/extensions', { body: { extensions: ['likes'] } }),
      on('PUT', '/api/videos/1/like', { status: 501, body: { message: 'Not implemented' } }),
    );
    const { result } = renderHook(() => useExtension('likes'), { wrapper });
    await waitFor(() => expect(result.current).toBe(true));
    await expect(request(likeCall, { params: { id: '1' } })).rejects.toBeInstanceOf(ApiError);
    await waitFor(() => expect(result.current).toBe(false));
  });
});
