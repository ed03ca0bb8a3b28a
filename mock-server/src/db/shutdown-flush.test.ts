import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env.js';
import type { DbData } from './schema.js';
import { DB_FILE } from './store.js';

const TSX = path.join(REPO_ROOT, 'node_modules/.bin/tsx');

describe('counted views and plays on shutdown', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'inkreel-flush-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('are in db.json after SIGTERM even though the flush interval never came', async () => {
    const child = spawn(TSX, [path.join(REPO_ROOT, 'mock-server/src/main.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        JWT_SECRET: 'z'.repeat(40),
        LOG_LEVEL: 'info',
        STORE_FLUSH_MS: '600000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
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
    const base = `http://127.0.0.1:${port}/api`;
    const list = (await (await fetch(`${base}/videos?page=1`)).json()) as {
      videos: { _id: string; views: number }[];
    };
    const video = list.videos[0];
    if (!video) throw new Error('no video');
    const audios = (await (await fetch(`${base}/audios/random`)).json()) as {
      _id: string;
      plays: number;
    }[];
    const audio = audios[0];
    if (!audio) throw new Error('no audio');
    // Three viewers of the video, two listeners of the track, each after 10 s of playback.
    const report = (url: string, visitor: number) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          seconds: 10,
          visitorId: `visitor-${String(visitor).padStart(12, '0')}`,
        }),
      });
    for (let i = 0; i < 3; i += 1)
      expect((await report(`${base}/videos/${video._id}/view`, i)).ok).toBe(true);
    for (let i = 0; i < 2; i += 1)
      expect((await report(`${base}/audios/${audio._id}/play`, i)).ok).toBe(true);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const stored = JSON.parse(await readFile(path.join(dataDir, DB_FILE), 'utf8')) as DbData;
    expect(stored.videos.find((v) => v._id === video._id)?.views).toBe(video.views + 3);
    expect(stored.audios.find((a) => a._id === audio._id)?.plays).toBe(audio.plays + 2);
  }, 60_000);
});
