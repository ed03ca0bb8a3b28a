import type { ManifestOptions } from 'vite-plugin-pwa';

/** The web app manifest: installable, standalone, in the dark theme the app opens with. */
export const webManifest: Partial<ManifestOptions> = {
  name: 'Inkreel',
  short_name: 'Inkreel',
  description:
    'Watch, listen to and read videos, music, books, stories and poems from independent creators.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#0d0c12',
  background_color: '#0d0c12',
  categories: ['entertainment', 'books', 'music'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ],
};
