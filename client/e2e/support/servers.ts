import { spawn } from 'node:child_process';
import { cp, mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isKnownNoise } from '../../../scripts/known-noise.ts';

// Every Playwright worker starts its own servers (fixtures.ts): a seeded mock provider on its own
// DATA_DIR and a client in front of it, serving its own copy of the build, on ports the system
// hands out, so two workers, two projects or two runs on one machine never share state or fight
// over a port. The client is built once per run (global-setup.ts). Decision 0263.

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');
const CLIENT_DIR = path.join(REPO_ROOT, 'client');
/** Everything runs write (client builds, screenshots, traces); gitignored. */
export const OUTPUT_DIR = path.resolve(here, '../.output');
/** One folder per run, so runs side by side in one checkout keep their builds and results apart. */
export const RUNS_DIR = path.join(OUTPUT_DIR, 'runs');

/** This run's folder: E2E_RUN_ID is set once by playwright.config.ts, and workers inherit it. */
export function runDir(): string {
  return path.join(RUNS_DIR, process.env.E2E_RUN_ID ?? 'default');
}

/**
 * The folder holding the client build the run serves: `dist/` (the app) and `dist-server/` (the
 * production web server); this run's, or an earlier run's (E2E_REUSE_BUILD, global-setup.ts).
 */
export function buildDir(): string {
  return process.env.E2E_BUILD_DIR ?? runDir();
}

/** Same origin: the built client behind `vite preview`, proxying /api and /socket.io. */
export type ProjectOrigin = 'same-origin' | 'cross-origin';

export interface ServerSet {
  /** The mock provider's origin. */
  apiURL: string;
  /** The client's origin. */
  baseURL: string;
  /** The origin the app in the browser sends /api calls to. */
  appApiURL: string;
}

export interface WorkerServers extends ServerSet {
  /** The app build this worker's client serves: its own copy, which a journey may change. */
  distDir: string;
}

export interface RunningServers extends WorkerServers {
  stop: () => Promise<void>;
}

/**
 * The journeys' servers listen below the system's ephemeral ports (Linux: 32768 and up), which
 * every outgoing connection and every `listen(0)` takes its port from: a port chosen there was
 * sometimes taken by the time its server listened (twice in one run on 30 November), and the
 * readiness check was then answered by whatever held it.
 */
const LOWEST_PORT = 20_000;
const FIRST_EPHEMERAL_PORT = 32_768;
/** Ports are told apart by their remainder modulo this: one for each worker running at once. */
const PORT_SLOTS = 8;

/**
 * A port no one listens on now, of this worker's slot (Playwright numbers the workers running at
 * once from 0 in TEST_PARALLEL_INDEX), so that two workers of a run are never handed the same one.
 * Chosen at random in the slot, so runs side by side seldom try the same.
 */
export async function freePort(): Promise<number> {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % PORT_SLOTS;
  const choices = Math.floor((FIRST_EPHEMERAL_PORT - LOWEST_PORT) / PORT_SLOTS);
  for (;;) {
    const port = LOWEST_PORT + slot + PORT_SLOTS * Math.floor(Math.random() * choices);
    if (await canListen(port)) return port;
  }
}

/** Whether a server can listen on `port` on every address now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

interface ProcessSpec {
  name: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  /** Answers (any status below 500) once the process is ready. */
  readyURL: string;
  timeoutMs?: number;
}

interface RunningProcess {
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts `node …args` and resolves once `readyURL` answers; rejects with its output if it exits. */
async function startProcess(spec: ProcessSpec): Promise<RunningProcess> {
  const child = spawn(process.execPath, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', (chunk: Buffer) => {
    keep(chunk);
    // What went wrong on the server shows beside the test that made it happen, but for what
    // other people's code says about ours by design (scripts/known-noise.ts).
    const lines = chunk.toString().split('\n');
    const shown = lines.filter((line) => !isKnownNoise(line)).join('\n');
    if (shown.trim() !== '') process.stderr.write(`[${spec.name}] ${shown}`);
  });
  /** How the process ended (a code or a signal), once it has. */
  const ended: { as: number | string | null } = { as: null };
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      ended.as = code ?? signal ?? 'exit';
      resolve();
    });
  });
  // A worker that dies without its teardown takes its servers with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (ended.as !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exit;
    clearTimeout(timer);
  };

  // Seconds on a quiet machine; minutes when many runs share two cores (tsx compiles the provider).
  const deadline = Date.now() + (spec.timeoutMs ?? 180_000);
  for (;;) {
    if (ended.as !== null) {
      throw new Error(`${spec.name} exited (${String(ended.as)}) before it answered:\n${output}`);
    }
    try {
      const res = await fetch(spec.readyURL, { signal: AbortSignal.timeout(2_000) });
      if (res.status < 500) return { stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${spec.name} did not answer ${spec.readyURL} in time:\n${output}`);
    }
    await sleep(100);
  }
}

function stopAll(processes: RunningProcess[]): Promise<void> {
  return Promise.all(processes.map((running) => running.stop())).then(() => undefined);
}

/** A seeded mock provider on a fresh temporary DATA_DIR (servers/mock-provider.ts). */
function startProvider(name: string, port: number, clientURL: string, publicURL: string) {
  return startProcess({
    name,
    args: ['--import', 'tsx', path.join(here, '../servers/mock-provider.ts')],
    cwd: REPO_ROOT,
    readyURL: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      CLIENT_ORIGIN: clientURL,
      // Checkout pages as the browser reaches the provider.
      PUBLIC_URL: publicURL,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      MOCK_DEV_ROUTES: 'true',
      // Whatever a local .env says, the journeys start on the happy path (fault-lab journeys switch
      // scenarios themselves; fixtures.ts puts `normal` back around every test).
      MOCK_SCENARIO: 'normal',
      // Video processing as a person sees it, its steps in turn, but short: about a second.
      PROCESSING_MS: '1200',
      // Every reply is checked against its contract during the journeys (a breach is a 500).
      REPLY_CHECKS: 'on',
      // The stand-in identity provider under the other loopback name, so a Google sign-in crosses
      // three origins (client, provider, identity provider) as it does with Google.
      GOOGLE_ISSUER: `http://${publicURL.includes('127.0.0.1') ? 'localhost' : '127.0.0.1'}:${port}/idp`,
      GOOGLE_STAND_IN: 'true',
      // Cheap scrypt (N=2^10): every sign-up, sign-in and seed would otherwise wait on N=2^17.
      // The default's own test is in mock-server/src/modules/auth/password.test.ts.
      PASSWORD_HASH_COST: '10',
    },
  });
}

/** `vite preview` of the build, its /api and /socket.io proxied to the provider at `apiURL`. */
function startPreview(name: string, port: number, apiURL: string, distDir: string) {
  return startProcess({
    name,
    args: [
      path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'),
      'preview',
      '--outDir',
      distDir,
      '--port',
      String(port),
      '--strictPort',
    ],
    cwd: CLIENT_DIR,
    readyURL: `http://127.0.0.1:${port}/`,
    env: {
      CLIENT_PORT: String(port),
      MOCK_SERVER_URL: apiURL,
      // No build-time provider, whatever a local .env says: same origin here, run time there.
      VITE_API_BASE_URL: '',
    },
  });
}

/** The production web server (client/server) of the build, told the provider's origin. */
function startProductionServer(name: string, port: number, apiURL: string, distDir: string) {
  return startProcess({
    name,
    args: [path.join(buildDir(), 'dist-server', 'main.js')],
    cwd: REPO_ROOT,
    readyURL: `http://127.0.0.1:${port}/`,
    env: { PORT: String(port), DIST_DIR: distDir, API_BASE_URL: apiURL },
  });
}

/** Tries again on other ports when one was taken between choosing and listening. */
async function withFreePorts<T>(start: (api: number, client: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const [api, client] = [await freePort(), await freePort()];
    try {
      return await start(api, client);
    } catch (error) {
      const taken = error instanceof Error && /EADDRINUSE|already in use/.test(error.message);
      if (!taken || attempt === 3) throw error;
    }
  }
}

/**
 * The servers of one worker. `same-origin`: the app calls its own origin and `vite preview`
 * proxies to the provider. `cross-origin`: the production client server on http://localhost and
 * the provider on http://127.0.0.1, another site altogether (no shared cookies): the app calls
 * the provider with CORS.
 */
export async function startServers(origin: ProjectOrigin, tag: string): Promise<RunningServers> {
  const workerDir = path.join(runDir(), `worker-${tag}-${origin}`);
  const distDir = path.join(workerDir, 'dist');
  await rm(workerDir, { recursive: true, force: true });
  await mkdir(workerDir, { recursive: true });
  await cp(path.join(buildDir(), 'dist'), distDir, { recursive: true });
  const removeCopy = () => rm(workerDir, { recursive: true, force: true });
  try {
    return await withFreePorts(async (apiPort, clientPort) => {
      const baseURL = `http://localhost:${clientPort}`;
      const apiURL =
        origin === 'same-origin' ? `http://localhost:${apiPort}` : `http://127.0.0.1:${apiPort}`;
      const provider = await startProvider(`provider ${tag}`, apiPort, baseURL, apiURL);
      try {
        const client =
          origin === 'same-origin'
            ? await startPreview(`client ${tag}`, clientPort, apiURL, distDir)
            : await startProductionServer(`client ${tag}`, clientPort, apiURL, distDir);
        const appApiURL = origin === 'same-origin' ? baseURL : apiURL;
        const stop = async () => {
          await stopAll([client, provider]);
          await removeCopy();
        };
        return { apiURL, baseURL, appApiURL, distDir, stop };
      } catch (error) {
        await provider.stop();
        throw error;
      }
    });
  } catch (error) {
    await removeCopy();
    throw error;
  }
}
