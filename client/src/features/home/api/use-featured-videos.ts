import { buildUrl, videoCalls, type Video } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';
import { withRetry } from '../../../lib/api/retry-policy';

export const FEATURED_COUNT = 4;

async function fetchFeatured() {
  try {
    return await withRetry(() => request(videoCalls.featured));
  } catch (error) {
    // docs/product.md section 8: a featured failure is only logged; the section stays empty.
    console.error('Failed to fetch featured videos', error);
    throw error;
  }
}

export function useFeaturedVideos() {
  const result = useSWR<Video[], Error>(buildUrl(videoCalls.featured), fetchFeatured, {
    shouldRetryOnError: false,
  });
  return { ...result, videos: result.data?.slice(0, FEATURED_COUNT) ?? [] };
}
