import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BENCH_SECRET = 'bench-secret-'.padEnd(48, 'x');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Running {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitForUrl(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Where the peers' builds go: inside the repository, so their package imports resolve. */
const BUILD_CACHE = path.join(REPO_ROOT, 'node_modules/.cache/inkreel-bench');

/**
 * Builds a TypeScript entry into one JavaScript file with Vite (npm packages stay imports, the
 * repository's own files are bundled in) and returns its path. Every server the bench measures
 * runs as plain JavaScript, the mock provider as its production build: under a TypeScript loader
 * the same code ran up to a quarter slower (docs/decisions/0241).
 */
export async function buildEntry(entry: string): Promise<string> {
  const name = path.basename(entry).replace(/\.ts$/, '');
  const outDir = path.join(BUILD_CACHE, name);
  await build({
    configFile: false,
    root: REPO_ROOT,
    publicDir: false,
    logLevel: 'warn',
    build: { ssr: entry, outDir, emptyOutDir: true, target: 'node20', sourcemap: false },
  });
  return path.join(outDir, `${name}.js`);
}

/** The mock provider's production build (`npm run build -w mock-server`): mock-server/dist/main.js. */
export async function buildMock(): Promise<void> {
  await build({ configFile: path.join(REPO_ROOT, 'mock-server/vite.config.ts') });
}

export const MOCK_BUILD = path.join(REPO_ROOT, 'mock-server/dist/main.js');

/**
 * Runs a built JavaScript file in its own node process (so the pid is the server's and its RSS is
 * the server's), output to a log file, on 127.0.0.1:port.
 */
export async function startNode(
  script: string,
  env: Record<string, string>,
  logFile: string,
  readyPath: string,
  port?: number,
): Promise<Running> {
  port ??= await freePort();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}${readyPath}`, child);
  return {
    url,
    pid: child.pid ?? 0,
    child,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The mock provider as its production image runs it (the build from `buildMock()`, plain node):
 * logging at info (to a file), reply checks off as a production image may set them.
 */
export function startMock(dataDir: string, extra: Record<string, string> = {}): Promise<Running> {
  return startNode(
    MOCK_BUILD,
    {
      DATA_DIR: dataDir,
      JWT_SECRET: BENCH_SECRET,
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      REPLY_CHECKS: 'off',
      ...extra,
    },
    path.join(dataDir, '..', `mock-${path.basename(dataDir)}.log`),
    '/api/health',
  );
}

/** Resident memory of a process, from /proc (Linux). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
export function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  return ticks / 100;
}
