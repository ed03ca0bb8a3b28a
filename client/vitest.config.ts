import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';

/**
 * The `.test.ts` files that need a DOM (a window, storage, fetch wired to the page): they run
 * here with the rendering tests. Every other `.test.ts` is plain logic and runs in node
 * (vitest.node.config.ts), with no DOM to set up. A new `.test.ts` that fails there with
 * "document/window is not defined" belongs in this list.
 */
export const DOM_TS_TESTS = [
  'src/app/route-pages.test.ts',
  'src/app/sign-out-cleanup.test.ts',
  'src/components/media/media-urls.test.ts',
  'src/features/auth/hooks/use-countdown.test.ts',
  'src/features/books/ebook/sanitize-book.test.ts',
  'src/features/videos/player/use-autoplay.test.ts',
  'src/features/wallet/api/deposit-retry.test.ts',
  'src/lib/api/api-client.test.ts',
  'src/lib/api/config.test.ts',
  'src/lib/keyboard/key-targets.test.ts',
  'src/lib/queue/queue-store.test.ts',
  'src/lib/offline/save-item.test.ts',
  'src/lib/offline/update-saved.test.ts',
  'src/lib/page/page-data.test.ts',
  'src/lib/playback/in-progress.test.ts',
  'src/lib/playback/now-playing.test.ts',
  'src/lib/session/auth-storage.test.ts',
  'src/lib/session/status-check.test.ts',
  'src/lib/uploads/upload-history.test.ts',
  'src/pwa/register.test.ts',
];

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The DOM test files that replace a module (`vi.mock`, `vi.doMock`). A module mocked after
 * another file in the same worker has loaded it would stay the real one, so these run isolated
 * (vitest.mocks.config.ts); the rest share a worker and its loaded modules (issue 35).
 */
export const MOCKING_DOM_TESTS = [
  ...readdirSync(`${root}src`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.tsx'))
    .map((file) => `src/${file.replaceAll('\\', '/')}`),
  ...DOM_TS_TESTS,
].filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(`${root}${file}`, 'utf8')));

/** What every DOM test runs with, isolated or not (vitest.mocks.config.ts builds on it too). */
export const domProject = {
  plugins: [react()],
  test: {
    environment: 'happy-dom' as const,
    // The console guard first: its check runs after setup.ts has cleaned up (docs/testing.md).
    setupFiles: [
      '../scripts/vitest/console-guard.ts',
      'src/test/setup.ts',
      'src/test/file-boundary.ts',
    ],
    // Renders of whole pages take seconds on a busy 2-core machine: 5 s was too tight.
    testTimeout: 15_000,
    // SWR (2.5) listens to `focus` and `visibilitychange` with `setTimeout` bound to its
    // revalidation, so the event becomes the timer's delay: a browser reads that NaN as 0, Node
    // 24 warns in every test that fires one. SWR's, not ours (docs/decisions/0316).
    execArgv: ['--disable-warning=TimeoutNaNWarning'],
    // SWR keeps its default cache and its preloads in the module: loaded through Vite like the
    // app's own code, a file's worker loads it anew for the next file (src/test/file-boundary.ts).
    server: { deps: { inline: ['swr'] } },
  },
};

// The client's tests that render or need a DOM: happy-dom, which sets up in a fraction of
// jsdom's time. A file that needs jsdom's fuller media elements says so in its first line
// (`// @vitest-environment jsdom`).
export default defineProject({
  ...domProject,
  test: {
    ...domProject.test,
    name: 'client',
    include: ['src/**/*.test.tsx', ...DOM_TS_TESTS],
    exclude: [...configDefaults.exclude, ...MOCKING_DOM_TESTS],
    // One window per worker, not per file: a new happy-dom window and module graph for each of 111
    // files cost 139 s of a 2-core run, shared 35 s (decision 0419). Each file puts back what it
    // changed and loads the modules anew for the next (src/test/file-boundary.ts); six runs in
    // shuffled file order passed (`npx vitest run --project client --sequence.shuffle.files`).
    isolate: false,
  },
});
