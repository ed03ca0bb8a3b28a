import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import type { E2EOptions } from './fixtures';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { SAME_ORIGIN } from './support/servers';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
/** Everything a run writes (client build, traces, screenshots); gitignored. */
const output = path.join(here, '.output');
const portOf = (url: string) => new URL(url).port;

// Browser journeys: a seeded mock provider on a temporary DATA_DIR and the built client served by
// `vite preview` (its /api and /socket.io proxy make the app same-origin), driven by Chromium.
export default defineConfig<E2EOptions>({
  testDir: here,
  testMatch: '**/*.e2e.ts',
  outputDir: path.join(output, 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The CI machine has 2 cores: the servers take one, the browser the other.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'on-first-retry',
  },
  projects: [{ name: 'same-origin', use: { ...SAME_ORIGIN } }],
  webServer: [
    {
      name: 'mock provider',
      command: 'node_modules/.bin/tsx client/e2e/servers/mock-provider.ts',
      cwd: repoRoot,
      url: `${SAME_ORIGIN.apiURL}/api/health`,
      env: {
        PORT: portOf(SAME_ORIGIN.apiURL),
        CLIENT_ORIGIN: SAME_ORIGIN.baseURL,
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
        MOCK_DEV_ROUTES: 'true',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'client (vite preview)',
      command: `npx vite build --logLevel warn --outDir ${output}/same-origin/dist --emptyOutDir --sourcemap false && npx vite preview --outDir ${output}/same-origin/dist`,
      cwd: path.join(repoRoot, 'client'),
      url: SAME_ORIGIN.baseURL,
      env: {
        CLIENT_PORT: portOf(SAME_ORIGIN.baseURL),
        MOCK_SERVER_URL: SAME_ORIGIN.apiURL,
        // Same-origin: the app calls /api on its own origin, whatever a local .env says.
        VITE_API_BASE_URL: '',
      },
      reuseExistingServer: false,
      timeout: 240_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
