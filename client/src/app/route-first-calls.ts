import type { RoutePath } from './route-pages';

/**
 * The call each data page makes first, as a path template (`:id` is the route's own `:id`). Plain
 * data like ROUTE_PAGES, because the build reads it (vite-route-preloads.ts) and writes it into
 * route-preloads.json; the production web server puts the filled-in URL in the page it sends, and
 * a small inline script in index.html starts that call while the app's script downloads
 * (lib/first-call.ts hands the reply to the app). Each must be exactly the URL the page's hook
 * asks for, or the early reply goes unused: route-first-calls.test.ts checks them against the
 * contracts in shared/.
 */
export const ROUTE_FIRST_CALLS: Partial<Record<RoutePath, string>> = {
  '/': '/api/videos/featured',
  '/videos': '/api/videos?page=1',
  '/video/:id': '/api/videos/:id',
  '/audio': '/api/audios/random',
  '/audio/:id': '/api/audios/:id',
  '/books': '/api/books/random',
};
