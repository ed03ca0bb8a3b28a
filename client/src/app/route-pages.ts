/**
 * The page module each route path renders, as plain data: routes.tsx loads its pages through it,
 * and the build turns it into route-preloads.json, which the production web server reads to send
 * each path's page chunk and stylesheet with the HTML (no entry → page waterfall). Paths are
 * React Router patterns; modules are relative to src/, without extension.
 */
export const ROUTE_PAGES = {
  '/': 'features/home/pages/home-page',
  '/login': 'features/auth/pages/login-page',
  '/register': 'features/auth/pages/register-page',
  '/forgot-password': 'features/auth/pages/forgot-password-page',
  '/reset-password/:token': 'features/auth/pages/reset-password-page',
  '/verification-pending': 'features/auth/pages/verification-pending-page',
  '/verify-email/:token': 'features/auth/pages/verify-email-page',
  '/auth/google/callback': 'features/auth/pages/google-callback-page',
  '/wallet': 'features/wallet/pages/wallet-page',
  '/stories': 'features/stories/pages/stories-page',
  '/stories/:kind/:id': 'features/stories/pages/writing-page',
  '/search': 'features/home/pages/search-page',
  '/premium': 'features/premium/pages/premium-page',
  '/videos': 'features/videos/pages/videos-page',
  '/video/:id': 'features/videos/pages/video-page',
  '/audio': 'features/audio/pages/audio-list-page',
  '/audio/:id': 'features/audio/pages/audio-page',
  '/books': 'features/books/pages/books-page',
  '/books/read/:id': 'features/books/pages/book-reader-page',
  '/upload': 'features/upload/pages/upload-page',
  '/downloads': 'features/downloads/pages/downloads-page',
  '/my-uploads': 'features/my-uploads/pages/my-uploads-page',
  '/my-uploads/:kind/:id/edit': 'features/my-uploads/pages/edit-upload-page',
  '/my-uploads/:kind/:id/stats': 'features/my-uploads/pages/upload-stats-page',
  '/my-uploads/:kind/:id/captions': 'features/captions/pages/item-captions-page',
  '/account': 'features/account/pages/account-page',
  '/playlists': 'features/playlists/pages/playlists-page',
  '/playlist/:id': 'features/playlists/pages/playlist-page',
  '/creator/:id': 'features/creators/pages/creator-page',
  '/following': 'features/creators/pages/following-page',
  '/liked': 'features/likes/pages/liked-page',
  '/notifications': 'features/notifications/pages/notifications-page',
  '/embed/video/:id': 'features/videos/pages/video-embed-page',
  '/embed/audio/:id': 'features/audio/pages/audio-embed-page',
} as const;

export type RoutePath = keyof typeof ROUTE_PAGES;

/** What the build writes for the web server: per route pattern, the files its page needs. */
export interface RoutePreloads {
  [pattern: string]: { js: string[]; css: string[] };
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
