import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT, RUNS_DIR, runDir } from './servers';

// Builds the client once for the whole run, before any worker starts its servers: the app (served
// by `vite preview` in same-origin, by the production web server in cross-origin) and that server,
// into this run's folder. E2E_REUSE_BUILD=1 serves the newest finished build of an earlier run
// instead (a quick loop on the journeys alone: that build is as old as its run).

/** Written once a build is complete: a run never serves a half-written build. */
const DONE = 'build-done';
/** Runs older than this are removed when a new one starts. */
const KEEP_MS = 12 * 60 * 60 * 1000;

/**
 * Runs `vite …args`. What it prints is kept and shown only if it fails: a passing run of the
 * journeys prints the runner's lines, not three builds' file lists (docs/testing.md).
 */
function vite(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), ...args],
      {
        cwd: path.join(REPO_ROOT, 'client'),
        // No build-time provider, whatever a local .env says: same origin here, run time there.
        env: { ...process.env, VITE_API_BASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) return resolve();
      const printed = Buffer.concat(output).toString();
      reject(new Error(`vite ${args.join(' ')} failed (${String(code)}):\n${printed}`));
    });
  });
}

async function earlierRuns(): Promise<{ dir: string; mtimeMs: number; built: boolean }[]> {
  if (!existsSync(RUNS_DIR)) return [];
  const names = await readdir(RUNS_DIR);
  const runs = await Promise.all(
    names.map(async (name) => {
      const dir = path.join(RUNS_DIR, name);
      const done = path.join(dir, DONE);
      const built = existsSync(done);
      return { dir, built, mtimeMs: (await stat(built ? done : dir)).mtimeMs };
    }),
  );
  return runs.filter((run) => run.dir !== runDir());
}

export default async function globalSetup(): Promise<void> {
  const runs = await earlierRuns();
  await Promise.all(
    runs
      .filter((run) => Date.now() - run.mtimeMs > KEEP_MS)
      .map((run) => rm(run.dir, { recursive: true, force: true })),
  );
  if (process.env.E2E_REUSE_BUILD === '1') {
    const newest = runs
      .filter((run) => run.built && Date.now() - run.mtimeMs <= KEEP_MS)
      .sort((a, b) => b.mtimeMs - a.mtimeMs)[0];
    if (newest) {
      // Workers inherit what global set-up puts in the environment.
      process.env.E2E_BUILD_DIR = newest.dir;
      console.log(`Journeys: serving the client build of ${newest.dir} (E2E_REUSE_BUILD=1)`);
      return;
    }
  }
  const dir = runDir();
  await mkdir(dir, { recursive: true });
  const started = Date.now();
  await vite(['build', '--logLevel', 'warn', '--outDir', path.join(dir, 'dist'), '--emptyOutDir']);
  // The server renderer of public pages, beside the web server that imports it (dist-ssr/).
  await vite([
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    path.join(dir, 'dist-ssr'),
    '--emptyOutDir',
  ]);
  await vite([
    'build',
    '--config',
    'server/vite.config.ts',
    '--outDir',
    path.join(dir, 'dist-server'),
    '--emptyOutDir',
  ]);
  await writeFile(path.join(dir, DONE), new Date().toISOString());
  process.env.E2E_BUILD_DIR = dir;
  console.log(`Journeys: client built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
