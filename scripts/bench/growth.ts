import { randomBytes } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { IDEMPOTENCY_HEADER } from '@inkreel/shared';
import { growthData } from './growth-data.js';
import { BENCH_SECRET, startMock, type Running } from './processes.js';
import { mb, ms, percentile, section, type Section } from './report.js';

/** Targets of issue 12: a write's p50 by store size, and the longest wait behind a write. */
const WRITE_P50_TARGET: Record<number, number> = { 10_000: 20, 100_000: 100 };
const WAIT_TARGET_MS = 100;
const WAIT_TARGET_AT = 100_000;

async function timed(fn: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
  return performance.now() - start;
}

function depositer(mock: Running, token: string) {
  return () =>
    fetch(`${mock.url}/api/wallet/deposit`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: randomBytes(16).toString('hex'),
      },
      body: JSON.stringify({ amount: 5 }),
    });
}

interface Point {
  records: number;
  fileBytes: number;
  writeP50: number;
  listP50: number;
  worstWait: number;
  /** The worst answer to the same probe without writers. */
  idleWait: number;
}

async function measure(records: number, workDir: string): Promise<Point> {
  const dataDir = path.join(workDir, `growth-${records}`);
  await mkdir(dataDir, { recursive: true });
  const { data, userId } = growthData(records);
  const file = path.join(dataDir, 'db.json');
  await writeFile(file, JSON.stringify(data));
  // The store's size as the run starts: the deposits below grow it (and compact it into db.json).
  const fileBytes = (await stat(file)).size;
  const mock = await startMock(dataDir);
  try {
    const token = jwt.sign({ sub: userId, jti: randomBytes(16).toString('hex') }, BENCH_SECRET, {
      algorithm: 'HS256',
      expiresIn: 3600,
    });
    const deposit = depositer(mock, token);
    const list = () => fetch(`${mock.url}/api/videos?page=1`);
    for (let i = 0; i < 5; i += 1) {
      await timed(list);
      await timed(deposit);
    }
    const listTimes: number[] = [];
    for (let i = 0; i < 40; i += 1) listTimes.push(await timed(list));
    const writeTimes: number[] = [];
    for (let i = 0; i < 30; i += 1) writeTimes.push(await timed(deposit));

    // The same probe with nothing else going on first: on a shared machine the scheduler alone
    // makes some answers slow, and that is the peer the wait behind writes compares with.
    const probe = async (forMs: number) => {
      const waits: number[] = [];
      const until = performance.now() + forMs;
      while (performance.now() < until)
        waits.push(await timed(() => fetch(`${mock.url}/api/health`)));
      return Math.max(...waits);
    };
    const idleWait = await probe(4000);
    // Four clients deposit back to back while a fifth asks for the health check one request at a
    // time: its slowest answer is the longest anything waited behind a write.
    let writing = true;
    const writers = Array.from({ length: 4 }, async () => {
      while (writing) await timed(deposit);
    });
    const worstWait = await probe(4000);
    writing = false;
    await Promise.all(writers);
    return {
      records,
      fileBytes,
      writeP50: percentile(writeTimes, 50),
      listP50: percentile(listTimes, 50),
      worstWait,
      idleWait,
    };
  } finally {
    await mock.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Write p50 (a deposit), list p50 and the worst wait behind writes at 1 k, 10 k, 100 k records. */
export async function benchGrowth(workDir: string, sizes: number[]): Promise<Section> {
  const out = section('Growth: the store at 1 k / 10 k / 100 k records');
  for (const records of sizes) {
    const p = await measure(records, workDir);
    const k = `${records / 1000} k`;
    const writeTarget = WRITE_P50_TARGET[records];
    out.rows.push({
      name: `${k} records (db.json ${mb(p.fileBytes)}): deposit p50`,
      value: ms(p.writeP50),
      target: writeTarget ? `<= ${writeTarget} ms` : undefined,
      ok: writeTarget ? p.writeP50 <= writeTarget : undefined,
    });
    out.rows.push({ name: `${k} records: GET /api/videos?page=1 p50`, value: ms(p.listP50) });
    out.rows.push({
      name: `${k} records: worst wait behind writes (peer: no writes)`,
      value: ms(p.worstWait),
      peer: ms(p.idleWait),
      target: records === WAIT_TARGET_AT ? `<= ${WAIT_TARGET_MS} ms` : undefined,
      ok: records === WAIT_TARGET_AT ? p.worstWait <= WAIT_TARGET_MS : undefined,
    });
  }
  out.notes.push(
    'records: 25 % videos, 25 % ledger entries, 20 % payments, 20 % idempotency keys, 10 % users.',
  );
  return out;
}
