/// <reference lib="webworker" />
// The service worker: precaches the app shell so every route opens offline, lets pages come from
// the web server while it answers (server-rendered, docs/decisions/0449), caches images at run
// time with limits, and answers saved items (media with Range requests, metadata, book files)
// from the offline cache. A new version never takes over a running page by itself: the page asks
// it to (skipWaiting) when the user chooses "Reload" in the update prompt. Once active, it claims
// open pages, so the very first visit can already play what it saves with the network off.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
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

/** How long a page may take from the web server before the cached shell opens instead. */
const PAGE_WAIT_MS = 4000;

/**
 * A page from the web server, as a visit without the worker gets it: public pages come rendered
 * with their content (decision 0265), which the cached shell would draw empty and fill in later,
 * moving what was on screen. The precached shell (index.html) opens the app instead when the
 * network fails, when the server answers 5xx, or when it has not answered in PAGE_WAIT_MS (the
 * app then reads what is saved).
 */
async function page(request: Request): Promise<Response> {
  const network = fetch(request);
  // Once the shell has opened, a failure of the late request is nobody's concern.
  void network.catch(() => undefined);
  const late = new Promise<undefined>((done) => setTimeout(done, PAGE_WAIT_MS));
  try {
    const response = await Promise.race([network, late]);
    if (response && response.status < 500) return response;
  } catch {
    // Offline, or the server cannot be reached: the shell.
  }
  return (await matchPrecache('/index.html')) ?? network;
}

// Every client route; provider and dev paths never, nor the server's oEmbed document. Embeds come
// from the network as they are: the cached shell's headers forbid framing, which is all an embed
// is for.
registerRoute(
  new NavigationRoute(({ request }) => page(request), {
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
