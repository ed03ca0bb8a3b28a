import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoCalls } from '@inkreel/shared';
import { expectReply } from './test/expect-reply.js';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_DIR = path.dirname(PACKAGE_DIR);
/** Beside dist/, so the bundle finds the repository (fixtures/) as the real one does. */
const OUT_DIR = path.join(PACKAGE_DIR, 'dist-test');

/** Starts the bundle with plain node; resolves with its URL once it says it is listening. */
function start(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(OUT_DIR, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITEST: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'production-build-test-secret-'.padEnd(40, 'x'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on 127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}` });
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
}

describe('how production starts the mock provider', () => {
  it('npm run serve and the image start plain node, without V8 flags', async () => {
    const pkg = JSON.parse(await readFile(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.serve).toBe('node dist/main.js');
    const dockerfile = await readFile(path.join(REPO_DIR, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain('CMD ["node", "mock-server/dist/main.js"]');
  });
});

describe('the production build (npm run build -w mock-server)', () => {
  let dataDir: string;
  let server: { child: ChildProcess; url: string };

  beforeAll(async () => {
    await build({
      configFile: path.join(PACKAGE_DIR, 'vite.config.ts'),
      build: { outDir: OUT_DIR },
    });
    dataDir = await mkdtemp(path.join(tmpdir(), 'inkreel-build-'));
    server = await start(dataDir);
  }, 60_000);

  afterAll(async () => {
    if (server.child.exitCode === null) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    await rm(OUT_DIR, { recursive: true, force: true });
  });

  it('runs with plain node, seeds an empty DATA_DIR and answers the contract', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const res = await fetch(`${server.url}/api/videos?page=1`);
    const body: unknown = await res.json();
    expectReply(videoCalls.list, { status: res.status, body }, 200);
    expect((body as { videos: unknown[] }).videos.length).toBeGreaterThan(0);
  });

  it('serves the API reference and its assets from the installed packages', async () => {
    const doc = await fetch(`${server.url}/api/openapi.json`);
    expect(doc.status).toBe(200);
    expect(((await doc.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    const asset = await fetch(`${server.url}/api/docs/swagger-ui.css`);
    expect(asset.status).toBe(200);
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
