import {
  buildUrl,
  notificationCalls,
  type MarkReadBody,
  type NotificationPage,
} from '@inkreel/shared';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import useSWRInfinite, { unstable_serialize as infiniteKey } from 'swr/infinite';
import { request } from '../../../lib/api/api-client';

/** The bell's count: the first notification's page, one item long, carries the unread count. */
export const UNREAD_KEY = buildUrl(notificationCalls.list, { query: { limit: 1 } });

export function useUnreadCount(enabled: boolean) {
  const { data } = useSWR<number, Error>(enabled ? UNREAD_KEY : null, async () => {
    const page = await request(notificationCalls.list, { query: { limit: 1 } });
    return page.unread;
  });
  return data ?? 0;
}

const pageKey = (cursor?: string) =>
  buildUrl(notificationCalls.list, { query: { cursor } }) + '#page';

/** Each page's key: the first, then the one the page before names by its cursor. */
const listKey = (index: number, previous: NotificationPage | null) => {
  if (index === 0) return pageKey();
  return previous?.nextCursor ? pageKey(previous.nextCursor) : null;
};

const noKey = () => null;

/** The notifications, newest first, a page at a time (each page names the next by its cursor). */
export function useNotifications(enabled: boolean) {
  const result = useSWRInfinite<NotificationPage, Error>(
    enabled ? listKey : noKey,
    (key: string) => {
      const cursor = new URL(key, 'http://x').searchParams.get('cursor') ?? undefined;
      return request(notificationCalls.list, { query: { cursor } });
    },
    { shouldRetryOnError: false },
  );
  const pages = result.data ?? [];
  return {
    items: pages.flatMap((p) => p.items),
    unread: pages[0]?.unread ?? 0,
    error: result.error,
    isLoading: result.isLoading,
    isLoadingMore: result.size > pages.length,
    hasMore: Boolean(pages.at(-1)?.nextCursor),
    loadMore: () => void result.setSize(result.size + 1),
  };
}

/**
 * Asks for the list and the count again (a notification arrived, or some were read). SWR's key
 * filter passes over useSWRInfinite's own key, so the list is named by it: without, the page
 * kept showing "Mark as read" on what was read until a reload.
 */
export const refreshNotifications = (mutate: ScopedMutator) =>
  Promise.all([
    mutate((key) => typeof key === 'string' && key.includes('/api/notifications')),
    mutate(infiniteKey(listKey)),
  ]);

/** POST /api/notifications/read; the bell takes the unread count the reply gives. */
export function useMarkRead() {
  const { mutate } = useSWRConfig();
  return async (body: MarkReadBody): Promise<void> => {
    const { unread } = await request(notificationCalls.read, { body });
    await mutate(UNREAD_KEY, unread, { revalidate: false });
    await refreshNotifications(mutate);
  };
}
