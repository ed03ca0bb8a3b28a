/// <reference lib="webworker" />
// The service worker: precaches the app shell so every route opens offline, caches images at run
// time with limits, and answers saved items (media with Range requests, metadata, book files)
// from the offline cache. A new version never takes over a running page by itself: the page asks
// it to (skipWaiting) when the user chooses "Reload" in the update prompt. Once active, it claims
// open pages, so the very first visit can already play what it saves with the network off.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { IMAGE_CACHE, OFFLINE_CACHE } from './offline-cache';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// Every client route is the SPA's index.html; provider and dev paths are never the shell, nor is
// the server's oEmbed document. Embeds come from the network: the cached shell's headers forbid
// framing, which is all an embed is for.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [
      /^\/api\//,
      /^\/socket\.io\//,
      /^\/__dev/,
      /^\/checkout\//,
      /^\/config\.json$/,
      /^\/embed\//,
      /^\/oembed$/,
    ],
  }),
);

const isApiGet = (request: Request, url: URL) =>
  request.method === 'GET' && url.pathname.startsWith('/api/');

async function savedCopy(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(OFFLINE_CACHE);
  const saved = await cache.match(request.url, { ignoreVary: true });
  if (!saved) return undefined;
  return request.headers.has('range') ? createPartialResponse(request, saved) : saved;
}

// Saved media play from the device first (seeking included); everything else the provider
// serves goes to the network, and falls back to a saved copy when the network is gone.
registerRoute(
  ({ request, url }) => isApiGet(request, url) && request.destination !== 'image',
  async ({ request }) => {
    const media = request.destination === 'video' || request.destination === 'audio';
    if (media) {
      const saved = await savedCopy(request);
      if (saved) return saved;
    }
    try {
      return await fetch(request);
    } catch (error) {
      const saved = await savedCopy(request);
      if (saved) return saved;
      throw error;
    }
  },
);

// Thumbnails, covers and artwork seen while browsing: kept a while, within limits. Opaque
// (no-cors) replies are not kept: browsers count each as megabytes of quota.
const images = new StaleWhileRevalidate({
  cacheName: IMAGE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: 150,
      maxAgeSeconds: 30 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(
  ({ request }) => request.destination === 'image',
  async (options) => {
    try {
      return await images.handle(options);
    } catch (error) {
      const saved = await savedCopy(options.request);
      if (saved) return saved;
      throw error;
    }
  },
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
