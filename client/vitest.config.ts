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
  'src/features/videos/player/use-autoplay.test.ts',
  'src/features/wallet/api/deposit-retry.test.ts',
  'src/lib/api-client.test.ts',
  'src/lib/config.test.ts',
  'src/lib/keyboard/key-targets.test.ts',
  'src/lib/now-playing.test.ts',
  'src/lib/offline/save-item.test.ts',
  'src/lib/session/status-check.test.ts',
  'src/lib/upload-history.test.ts',
  'src/pwa/register.test.ts',
];

export const testAliases = {
  'virtual:pwa-register': fileURLToPath(
    new URL('./src/test/pwa-register-stub.ts', import.meta.url),
  ),
};

// The client's tests that render or need a DOM: happy-dom, which sets up in a fraction of
// jsdom's time. A file that needs jsdom's fuller media elements says so in its first line
// (`// @vitest-environment jsdom`).
export default defineProject({
  plugins: [react()],
  resolve: { alias: testAliases },
  test: {
    name: 'client',
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', ...DOM_TS_TESTS],
    exclude: configDefaults.exclude,
    setupFiles: ['src/test/setup.ts'],
    // Renders of whole pages take seconds on a busy 2-core machine: 5 s was too tight.
    testTimeout: 15_000,
  },
});
