import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    apiURL: string;
  }
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const clientRoot = path.join(repoRoot, 'client');

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`Mock server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Mock server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** Starts a seeded mock provider on a temporary DATA_DIR and the built client in front of it. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'inkreel-e2e-'));
  const outDir = path.join(dataDir, 'client-dist');
  const [apiPort, clientPort] = [await freePort(), await freePort()];
  const apiURL = `http://localhost:${apiPort}`;
  const baseURL = `http://localhost:${clientPort}`;

  const server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['mock-server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      CLIENT_ORIGIN: baseURL,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      MOCK_DEV_ROUTES: 'true',
      // Every reply checked against its contract, as in the API tests.
      REPLY_CHECKS: 'all',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  let previewServer: PreviewServer | undefined;
  try {
    process.env.MOCK_SERVER_URL = apiURL;
    process.env.CLIENT_PORT = String(clientPort);
    await build({
      root: clientRoot,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    previewServer = await preview({ root: clientRoot, logLevel: 'warn', build: { outDir } });
    await waitForHealth(apiURL, server);
  } catch (error) {
    server.kill('SIGTERM');
    await previewServer?.close();
    throw error;
  }

  project.provide('baseURL', baseURL);
  project.provide('apiURL', apiURL);

  return async () => {
    await previewServer?.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r).once('error', r));
    await rm(dataDir, { recursive: true, force: true });
  };
}
