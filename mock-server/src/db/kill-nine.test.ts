import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env.js';
import { emptyData, type DbData } from './schema.js';
import { DB_FILE } from './store.js';

const WRITER = path.join(REPO_ROOT, 'mock-server/src/test/crash-writer.ts');

/** Runs the writer until it has acknowledged a few hundred writes, then kills it with -9. */
async function writeThenKill(dir: string, delayMs: number): Promise<number> {
  // tsx as a loader in this very process: the tsx command would run the writer in a child that
  // outlives a SIGKILL sent to it, and two writers would share one db.json.
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dir], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let acknowledged = 0;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`writer never acknowledged: ${stderr}`)),
      30_000,
    );
    createInterface({ input: child.stdout }).on('line', (line) => {
      const n = Number(/^ack (\d+)$/.exec(line)?.[1]);
      if (!Number.isFinite(n)) return;
      acknowledged = Math.max(acknowledged, n);
      if (timer.hasRef()) {
        clearTimeout(timer);
        timer.unref();
        setTimeout(resolve, delayMs);
      }
    });
    child.on('exit', (code) => reject(new Error(`writer exited with ${code}: ${stderr}`)));
  });
  child.kill('SIGKILL');
  await exited;
  return acknowledged;
}

describe('kill -9 while writing', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inkreel-kill-'));
    const data = emptyData();
    data.payments.push({
      _id: 'p1',
      userId: 'u1',
      kind: 'deposit',
      amountCents: 0,
      status: 'pending',
      createdAt: '2025-01-01T00:00:00.000Z',
      expiresAt: '2025-01-02T00:00:00.000Z',
    });
    await writeFile(path.join(dir, DB_FILE), JSON.stringify(data));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('leaves every acknowledged write in db.json, each once, over several kills', async () => {
    for (const delayMs of [700, 1300, 400, 1900]) {
      const acknowledged = await writeThenKill(dir, delayMs);
      // db.json alone, read as any tool would read it: no other file completes it.
      const data = JSON.parse(await readFile(path.join(dir, DB_FILE), 'utf8')) as DbData;
      const references = data.ledger.map((e) => Number(e.reference));
      expect(new Set(references).size).toBe(references.length);
      const present = new Set(references);
      for (let n = 1; n <= acknowledged; n += 1) {
        if (n % 7 !== 0 && !present.has(n)) throw new Error(`acknowledged write ${n} was lost`);
      }
      expect(data.payments[0]?.amountCents).toBeGreaterThanOrEqual(acknowledged);
      expect((await readdir(dir)).filter((name) => name.startsWith('db.journal'))).toEqual([]);
    }
  }, 120_000);
});
