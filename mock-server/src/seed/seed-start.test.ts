import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env.js';
import type { DbData } from '../db/schema.js';
import { DB_FILE } from '../db/store.js';

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

/** Runs a mock-server entry point on its own DATA_DIR; resolves with its output once it exits. */
function run(entry: string, args: string[], env: Record<string, string>) {
  return spawn(TSX, [path.join(REPO_ROOT, 'mock-server/src', entry), ...args], {
    cwd: REPO_ROOT,
    // Cheap password hashes (the seed hashes every account's): see password.test.ts for 2^17.
    env: { ...process.env, LOG_LEVEL: 'info', PASSWORD_HASH_COST: '10', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

describe('seeding from the command line and on start', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'inkreel-seed-start-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('npm run seed -- --reset writes the seed into DATA_DIR', async () => {
    const child = run('seed/seed-cli.ts', ['--reset'], { DATA_DIR: dataDir });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, output).toBe(0);
    expect(output).toMatch(/Seeded .* \(reset\) in \d+ ms: 5 accounts, \d+ videos/);
    const stored = JSON.parse(await readFile(path.join(dataDir, DB_FILE), 'utf8')) as DbData;
    expect(stored.videos.length).toBeGreaterThanOrEqual(40);
    expect(stored.users.some((u) => u.email === 'demo@example.com')).toBe(true);
    // The command reads PASSWORD_HASH_COST too.
    expect(stored.users.every((u) => u.passwordHash?.startsWith('scrypt$1024$8$1$'))).toBe(true);
  }, 60_000);

  it('seeds an empty DATA_DIR on start and serves the catalogue', async () => {
    const fresh = await mkdtemp(path.join(tmpdir(), 'inkreel-start-'));
    const child = run('main.ts', [], {
      DATA_DIR: fresh,
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: 'y'.repeat(40),
    });
    try {
      const port = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('server did not start')), 30_000);
        createInterface({ input: child.stdout }).on('line', (line) => {
          const match = /listening on \S+:(\d+)/.exec(line);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
        child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      const res = await fetch(`http://127.0.0.1:${port}/api/videos?page=4`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { videos: unknown[]; pagination: { total: number } };
      expect(body.pagination.total).toBeGreaterThanOrEqual(40);
      expect(body.videos.length).toBeGreaterThan(0);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(fresh, { recursive: true, force: true });
    }
  }, 60_000);
});
