import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions, type UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/pwa/manifest.ts';
import { sharedOnFirstPage } from './vite-first-page-chunk.ts';
import { firstPageStyles, itemPageStyles } from './vite-item-page-styles.ts';
import { routePreloads } from './vite-route-preloads.ts';
import { proxyAwareLogger } from './vite-proxy-logger.ts';

// One `.env` at the repository root serves the mock provider and the client (see .env.example);
// variables already set in the environment win.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
if (existsSync(`${repoRoot}.env`)) process.loadEnvFile(`${repoRoot}.env`);

const mockServer = process.env.MOCK_SERVER_URL || 'http://localhost:4000';
const port = Number(process.env.CLIENT_PORT || 5173);

// The same proxy in `vite` and `vite preview`: the app calls same-origin /api and /socket.io.
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: mockServer, changeOrigin: false },
  '/socket.io': { target: mockServer, ws: true, changeOrigin: false },
};

const srcDir = fileURLToPath(new URL('./src', import.meta.url));
/** The contracts' barrel (`@inkreel/shared`), which vite-first-page-chunk.ts follows name by name. */
const contractsBarrel = fileURLToPath(new URL('../shared/src/index.ts', import.meta.url));
/**
 * What only the pages with a form load: the form hook, its fields and zod's English messages.
 * Not the focus after a refused submit (lib/forms/focus-first-invalid), which the upload and
 * deposit forms use without the hook: with it, /upload and /wallet would load the whole chunk.
 */
const FORMS_MODULES =
  /[\\/](src[\\/]lib[\\/]forms[\\/](?!focus-first-invalid)|src[\\/]components[\\/]ui[\\/]form-|zod[\\/]v4[\\/]locales[\\/]en)/;
/**
 * What the slot loads after the player (decision 0430): the first page as plain reading and the
 * comment kinds, no schema. The live thread, with the calls and the comments' contracts, comes
 * when the section is on screen (decision 0453): a chunk of its own.
 */
const COMMENTS_AREA_MODULES =
  /(src[\\/]components[\\/]comments[\\/](comments-area|comments-preview|comment-body|comment-text-view)|shared[\\/](src|dist)[\\/]comments[\\/]kinds)\.[jt]sx?$/;
/**
 * The extension check's contract (GET /api/extensions): with the contracts, loaded by its first
 * read (decisions 0400 and 0452).
 */
const EXTENSIONS_MODULES = /shared[\\/](src|dist)[\\/]extensions[\\/]calls\.[jt]s$/;
/**
 * The extension check's hook and a thread's first-page read: no schema of their own since decision
 * 0452 (their contracts load with their first read), used by most pages and small: with the first
 * page's code, so the list pages that no longer load the contracts make no request more for them.
 * The counts' thousands separator too (0.2 KB, eight pages, the reader without the contracts since
 * decision 0453).
 */
const WITH_FIRST_PAGE =
  /(src[\\/]lib[\\/](api[\\/]extensions|comments[\\/]thread-read)|shared[\\/](src|dist)[\\/]common[\\/]whole-number)\.[jt]sx?$/;

// The caption and lyrics readers (media-captions, clrc, @inkreel/shared/caption-files): the
// player's captions, the upload form and the captions page load them, three chunks, which would
// put them in `shared` and on every page (docs/decisions/0384-caption-readers-chunk.md).
// The rest of the feature's code that pages import up front (its contracts, the hooks reading an
// item's captions and chapters) is used by five chunks, the video and track pages among them: a
// chunk of its own keeps it off the other pages, `/` first. The extension lookup is not in it:
// the comments use it too, from `shared` (WITH_FIRST_PAGE). Not lib/captions/extras-*.ts:
// the video page's loader, in the route table, names its keys, and loads how they are read when
// it reads them.
const CAPTION_MODULES =
  /[\\/](shared[\\/]src[\\/]captions[\\/](?!chapter-field)|src[\\/]lib[\\/]captions[\\/]use-item-extras\.ts|src[\\/]components[\\/]captions[\\/](use-player-captions|lazy-extras)\.tsx)/;
const CAPTION_READER_MODULES =
  /[\\/](node_modules[\\/](media-captions|clrc)[\\/]|shared[\\/]src[\\/]captions[\\/](files|caption-file|lrc|storyboard-index|webvtt-text)\.ts)/;

// The media player's own code, shared by the video, track and embed pages (decision 0446): its
// buttons and seek bar, its hooks on the element (resume, rate, volume, media session, keys),
// in one chunk instead of five. Not the resume note and the in-progress marks, which the story
// and poem pages also use.
const PLAYER_MODULES =
  /src[\\/](components[\\/]media[\\/](icons|player-buttons|seek-bar)|lib[\\/]playback[\\/](use-media-element|use-media-session|use-playback-rate|use-remembered-volume|use-resume-position|start-time)|lib[\\/]keyboard[\\/](media-keys|use-media-shortcuts))\.tsx?$/;
/** The play queue's store and rules, which the item pages, the playlist page and the mini player share. */
const QUEUE_MODULES =
  /(src[\\/]lib[\\/]queue[\\/](queue-model|queue-storage|queue-state|queue-players|queue-store)|shared[\\/](src|dist)[\\/]collections[\\/]queue)\.tsx?$/;
/**
 * The small contracts that the pages beyond the first one share in varying sets: an upload's
 * content types and form limits and the kinds of item, and apart (the upload page has no use for
 * them) an upload's edits and a collection's items. Two chunks instead of five requests.
 */
const CONTRACT_LEAVES =
  /shared[\\/](src|dist)[\\/](upload[\\/]content-types|upload[\\/]forms|community[\\/]kinds)\.[jt]s$/;
const COLLECTION_LEAVES =
  /shared[\\/](src|dist)[\\/](manage[\\/]edits|collections[\\/]items)\.[jt]s$/;
/**
 * zod and the contracts most pages beyond the first one read (the entities, their media paths and
 * the content calls, the auth calls, the common primitives and error body), with the extension
 * check that most of the same pages make: one chunk, which the first page does not load
 * (docs/decisions/0448). Left to Rolldown they made nine requests of 0.1 to 11 KB on each item
 * page; apart from the extension check, one request more than before on each page, which
 * Lighthouse's simulated first paint counted (about 130 ms on the video page).
 */
const CONTRACTS_MODULES =
  /shared[\\/](src|dist)[\\/](common[\\/](primitives|error-body)|content[\\/](entities|visibility|media-calls|calls)|auth[\\/](user|calls|forms))\.[jt]s$/;
/**
 * zod itself, apart from the contracts: the players and the reader check what they keep in the
 * browser with small schemas of their own, and a visitor's reader makes no call that needs a
 * contract (decision 0453). With zod in the contracts chunk, those checks evaluated every
 * contract's schema (about 70 ms of main thread at Lighthouse's 4× throttling).
 */
const ZOD_MODULES = /node_modules[\\/]zod[\\/](mini|v4[\\/](core|mini))[\\/]/;
/**
 * Small modules that the same pages use together, each a request of its own when left apart
 * (decision 0446): a collection's contracts, a track page's reads, the endless lists' hooks, a
 * creator's reads and follow button, a playlist's card, a card's queue entry and icons, an
 * uploader's link, where a player or a reader resumes and a missing item's page, and
 * what an item's page needs of its comments before its player (the slot, the seek bar's markers,
 * the text's runs: decision 0400) with the page tools the item pages share. Each is named by
 * path; a module that moves leaves its group silently, and the bench's request count shows it.
 */
const SMALL_GROUPS: [name: string, test: RegExp][] = [
  ['collection-leaves', COLLECTION_LEAVES],
  [
    'audio-data',
    /src[\\/](features[\\/]audio[\\/](api[\\/]audio-page-data|track-artist)|lib[\\/]feeds[\\/]random-batch)\.tsx?$/,
  ],
  [
    'feeds',
    /src[\\/](lib[\\/]feeds[\\/](use-in-view|infinite-scroll|paged-lists|use-next-page)|components[\\/]media[\\/]feed-grid)\.tsx?$/,
  ],
  [
    'creators',
    /(src[\\/](features[\\/]creators[\\/](api[\\/](creator|follow|following|creator-page-data)|components[\\/]follow-button)|components[\\/]community[\\/](avatar|item-links)|lib[\\/]community[\\/]use-item-feed))\.tsx?$/,
  ],
  ['playlist-cards', /src[\\/]components[\\/]playlists[\\/](playlist-cover|playlist-card)\.tsx?$/],
  [
    'queue-items',
    /src[\\/]components[\\/]queue[\\/](queue-items|queue-icons|up-next-button)\.tsx?$/,
  ],
  [
    'creator-link',
    /src[\\/](components[\\/]community[\\/]creator-link|lib[\\/]community[\\/]creator-path)\.tsx?$/,
  ],
  [
    'item-basics',
    /src[\\/](lib[\\/]storage[\\/]use-stored-state|lib[\\/]playback[\\/](in-progress|resume-store)|components[\\/](media[\\/](resume-note|media-not-found)|ui[\\/]page-actions)|lib[\\/]page[\\/]use-no-index)\.tsx?$/,
  ],
  [
    'item-extras',
    /(src[\\/](components[\\/]comments[\\/](comments-slot|comment-media|comment-pins)|lib[\\/]comments[\\/]comment-text|lib[\\/]page[\\/](deferred-part|use-oembed-link))|shared[\\/](src|dist)[\\/]comments[\\/]book-place-rules)\.tsx?$/,
  ],
];

// `vite build --ssr src/entry-server.tsx` builds the server renderer of public pages into
// dist-ssr/ (docs/decisions/0265): one self-contained file (React, the router and SWR bundled in,
// so the production image needs no client packages), without the service worker, the manifest or
// the public folder, which belong to the browser build.
const ssrBuild: UserConfig = {
  plugins: [react()],
  envDir: repoRoot,
  publicDir: false,
  ssr: { noExternal: true },
  // React's production build on the server, whatever NODE_ENV the process has.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node20',
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

export default defineConfig(({ command, isSsrBuild }) =>
  isSsrBuild
    ? ssrBuild
    : {
        // Builds keep Vite's own logger, so `--logLevel` still applies to them.
        ...(command === 'serve' ? { customLogger: proxyAwareLogger() } : {}),
        plugins: [
          react(),
          routePreloads(srcDir),
          // The service worker is our own (src/pwa/sw.ts: saved items need Range replies); the plugin
          // builds it, injects the precache list and writes the manifest. Registration happens in the
          // page after load (src/pwa/update-prompt.tsx), never on the critical path.
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/pwa',
            filename: 'sw.ts',
            injectRegister: false,
            registerType: 'prompt',
            manifest: webManifest,
            injectManifest: {
              // pdf.js (about 1.9 MB) is precached too, so a saved book opens with the network off.
              globPatterns: ['**/*.{js,mjs,css,html,svg,png,woff2}'],
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            },
            devOptions: { enabled: false },
          }),
          // A brotli copy beside each text asset, which the production web server sends to
          // browsers that accept br (server/app.ts, docs/decisions/0281). Quality 10: within 2% of
          // 11's size, in a third of its build time.
          compression({
            algorithms: [
              defineAlgorithm('brotliCompress', {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 },
              }),
            ],
            include: /\.(js|mjs|css|svg)$/,
            threshold: 1024,
            skipIfLargerOrEqual: true,
            logLevel: 'silent',
          }),
        ],
        envDir: repoRoot,
        server: { port, strictPort: true, host: true, proxy },
        preview: { port, strictPort: true, host: true, proxy },
        build: {
          sourcemap: true,
          // A lazy import preloads its stylesheets only, not its scripts: the list of every page's
          // script chunks is part of the entry, on every first load (2.4 KB gzipped, decision
          // 0413). A page's chunk names all it imports at its top (Rolldown hoists them), so they
          // are fetched together when it arrives, one round trip after it. The HTML's own preloads
          // (index.html and each route's, client/vite-route-preloads.ts) stay whole.
          modulePreload: {
            resolveDependencies: (_file, deps, { hostType }) =>
              hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
          },
          // pdf.js (~1 MB) is a lazy chunk loaded only by the book reader route, so its size is expected.
          chunkSizeWarningLimit: 1600,
          rolldownOptions: {
            output: {
              // Each route page stays a lazy chunk of its own (src/app/routes.tsx), as do pdf.js and
              // socket.io-client. What three or more chunks import and the first page needs (React,
              // the router, SWR, the contracts `/` reads, the media cards) goes into one `shared`
              // chunk (docs/decisions/0266-shared-chunk-of-three.md). What the first page does not
              // need (the players' hooks, the queue, likes, the offline and share buttons, other
              // pages' contracts) is left to Rolldown, which puts each module in a chunk with those
              // the same pages import: `/` loads none of it, and each page only what it uses
              // (vite-first-page-chunk.ts; decisions 0350 and 0413). The forms' code (lib/forms, its
              // fields, zod's English messages) is a chunk of its own, loaded by the pages with a
              // form (docs/decisions/0360-one-way-to-build-a-form.md).
              codeSplitting: {
                groups: [
                  {
                    name: 'forms',
                    test: FORMS_MODULES,
                    priority: 3,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'comments-area',
                    test: COMMENTS_AREA_MODULES,
                    priority: 3,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'caption-readers',
                    test: CAPTION_READER_MODULES,
                    priority: 5,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'captions',
                    test: CAPTION_MODULES,
                    priority: 4,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'player',
                    test: PLAYER_MODULES,
                    priority: 3,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'queue',
                    test: QUEUE_MODULES,
                    priority: 3,
                    includeDependenciesRecursively: false,
                  },
                  ...SMALL_GROUPS.map(([name, test]) => ({
                    name,
                    test,
                    priority: 3,
                    includeDependenciesRecursively: false,
                  })),
                  {
                    name: 'zod',
                    test: ZOD_MODULES,
                    priority: 3,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'contracts',
                    test: new RegExp(`${CONTRACTS_MODULES.source}|${EXTENSIONS_MODULES.source}`),
                    priority: 3,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'contract-leaves',
                    test: CONTRACT_LEAVES,
                    priority: 3,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: firstPageStyles(srcDir, contractsBarrel),
                    priority: 7,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: itemPageStyles(srcDir, contractsBarrel),
                    priority: 6,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: sharedOnFirstPage(srcDir, contractsBarrel, WITH_FIRST_PAGE),
                    minShareCount: 3,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      },
);
