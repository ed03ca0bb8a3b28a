import type { Video } from '@inkreel/shared';
import useSWR from 'swr';
import { featuredRead } from './home-page-data';

export const FEATURED_COUNT = 4;

export function useFeaturedVideos() {
  const result = useSWR<Video[], Error>(featuredRead.key, featuredRead.fetch, {
    shouldRetryOnError: false,
  });
  return { ...result, videos: result.data?.slice(0, FEATURED_COUNT) ?? [] };
}
