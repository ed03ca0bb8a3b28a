import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import type { E2EOptions } from './fixtures';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';
import { CROSS_ORIGIN, SAME_ORIGIN } from './support/servers';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
/** Everything a run writes (client build, screenshots, traces); gitignored. */
const output = path.join(here, '.output');
/** One client build serves both projects: the origin of the API is configured at run time. */
const dist = path.join(output, 'dist');
const distServer = path.join(output, 'dist-server');
const portOf = (url: string) => new URL(url).port;

const mockProvider = (name: string, apiURL: string, clientURL: string) => ({
  name,
  command: 'node_modules/.bin/tsx client/e2e/servers/mock-provider.ts',
  cwd: repoRoot,
  url: `${apiURL}/api/health`,
  env: {
    PORT: portOf(apiURL),
    CLIENT_ORIGIN: clientURL,
    // Checkout pages as the browser reaches the provider.
    PUBLIC_URL: apiURL,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    MOCK_DEV_ROUTES: 'true',
    // Whatever a local .env says, the journeys start on the happy path (fault-lab journeys switch
    // scenarios themselves; fixtures.ts puts `normal` back around every test).
    MOCK_SCENARIO: 'normal',
    // Every reply is checked against its contract during the journeys (a breach is a 500).
    REPLY_CHECKS: 'all',
  },
  reuseExistingServer: false,
  timeout: 60_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
});

// Browser journeys, twice: `same-origin` (the built client behind `vite preview`, whose /api and
// /socket.io proxy reach the provider) runs them all; `cross-origin` (the production client
// server on http://localhost, the provider on http://127.0.0.1, told apart at run time) runs the
// ones tagged @cross-origin. Each has its own seeded mock provider on a temporary DATA_DIR.
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
  projects: [
    { name: 'same-origin', use: { ...SAME_ORIGIN } },
    { name: 'cross-origin', grep: /@cross-origin/, use: { ...CROSS_ORIGIN } },
  ],
  // Started in this order, each once the one before answers: the client build comes first.
  webServer: [
    mockProvider('mock provider (same-origin)', SAME_ORIGIN.apiURL, SAME_ORIGIN.baseURL),
    {
      name: 'client (vite preview)',
      // The app, the production web server (run by the cross-origin project), then the preview.
      command: [
        `npx vite build --logLevel warn --outDir ${dist} --emptyOutDir`,
        `npx vite build --config server/vite.config.ts --outDir ${distServer} --emptyOutDir`,
        `npx vite preview --outDir ${dist}`,
      ].join(' && '),
      cwd: path.join(repoRoot, 'client'),
      url: SAME_ORIGIN.baseURL,
      env: {
        CLIENT_PORT: portOf(SAME_ORIGIN.baseURL),
        MOCK_SERVER_URL: SAME_ORIGIN.apiURL,
        // No build-time provider, whatever a local .env says: same origin here, run time there.
        VITE_API_BASE_URL: '',
      },
      reuseExistingServer: false,
      timeout: 240_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    mockProvider('mock provider (cross-origin)', CROSS_ORIGIN.apiURL, CROSS_ORIGIN.baseURL),
    {
      name: 'client (production server)',
      command: `node ${distServer}/main.js`,
      cwd: repoRoot,
      url: CROSS_ORIGIN.baseURL,
      env: {
        PORT: portOf(CROSS_ORIGIN.baseURL),
        DIST_DIR: dist,
        API_BASE_URL: CROSS_ORIGIN.apiURL,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
