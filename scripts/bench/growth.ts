import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { IDEMPOTENCY_HEADER } from '@inkreel/shared';
import type { DbData } from '../../mock-server/src/db/schema.js';
import { growthData } from './growth-data.js';
import { BENCH_SECRET, cpuSecondsOf, startMock, type Running } from './processes.js';
import { mb, ms, percentile, section, type Section } from './report.js';

/**
 * Targets of issue 30 at the seed plus 10 k records: every deposit is in db.json before its reply
 * (docs/decisions/0261-db-json-is-the-truth.md). 100 k records are printed for information.
 */
const TARGET_RECORDS = 10_000;
const DEPOSIT_P50_TARGET_MS = 50;
const LIST_P50_TARGET_MS = 20;
const INFO_RECORDS = 100_000;

async function timed(fn: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}`);
  return performance.now() - start;
}

/** A DATA_DIR the provider seeded itself on its first start, as `npm start` does. */
async function seededDir(workDir: string): Promise<string> {
  const dataDir = path.join(workDir, 'growth-seed');
  const mock = await startMock(dataDir);
  await mock.stop();
  return dataDir;
}

interface Point {
  fileBytes: number;
  depositP50: number;
  listP50: number;
  /** The provider's CPU time per request: on a shared machine, the figure its load moves least. */
  depositCpu: number;
  listCpu: number;
  /** The document serialised and encoded in the bench process: how fast the machine is now. */
  serialiseP50: number;
}

/** The seed plus `records` generated ones, in db.json; then a deposit's and a list page's p50. */
async function measure(records: number, seedDir: string, workDir: string): Promise<Point> {
  const dataDir = path.join(workDir, `growth-${records}`);
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, 'db.json');
  const seed = JSON.parse(await readFile(path.join(seedDir, 'db.json'), 'utf8')) as DbData;
  const { data: extra, userId } = growthData(records);
  const data = Object.fromEntries(
    Object.entries(seed).map(([name, list]) => [
      name,
      [...(list as unknown[]), ...(extra[name as keyof DbData] as unknown[])],
    ]),
  ) as unknown as DbData;
  const serialiseTimes: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    Buffer.from(JSON.stringify(data));
    serialiseTimes.push(performance.now() - start);
  }
  await writeFile(file, JSON.stringify(data));
  const fileBytes = (await stat(file)).size;
  const mock: Running = await startMock(dataDir);
  try {
    const token = jwt.sign({ sub: userId, jti: randomBytes(16).toString('hex') }, BENCH_SECRET, {
      algorithm: 'HS256',
      expiresIn: 3600,
    });
    const deposit = () =>
      fetch(`${mock.url}/api/wallet/deposit`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          [IDEMPOTENCY_HEADER]: randomBytes(16).toString('hex'),
        },
        body: JSON.stringify({ amount: 5 }),
      });
    const list = () => fetch(`${mock.url}/api/videos?page=1`);
    for (let i = 0; i < 5; i += 1) {
      await timed(list);
      await timed(deposit);
    }
    const cpuAt = () => cpuSecondsOf(mock.pid) * 1000;
    const listTimes: number[] = [];
    let cpu = cpuAt();
    for (let i = 0; i < 40; i += 1) listTimes.push(await timed(list));
    const listCpu = (cpuAt() - cpu) / listTimes.length;
    const depositTimes: number[] = [];
    cpu = cpuAt();
    for (let i = 0; i < 30; i += 1) depositTimes.push(await timed(deposit));
    const depositCpu = (cpuAt() - cpu) / depositTimes.length;
    return {
      fileBytes,
      depositP50: percentile(depositTimes, 50),
      listP50: percentile(listTimes, 50),
      depositCpu,
      listCpu,
      serialiseP50: percentile(serialiseTimes, 50),
    };
  } finally {
    await mock.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A deposit's and a list page's p50 with the seed plus 10 k records (targets) and 100 k (info). */
export async function benchGrowth(workDir: string): Promise<Section> {
  const out = section('Store growth: the seed plus 10 k / 100 k generated records');
  const seedDir = await seededDir(workDir);
  for (const records of [TARGET_RECORDS, INFO_RECORDS]) {
    const p = await measure(records, seedDir, workDir);
    const judged = records === TARGET_RECORDS;
    const k = `seed + ${records / 1000} k`;
    out.rows.push({
      name: `${k} records (db.json ${mb(p.fileBytes)}): POST /api/wallet/deposit p50`,
      value: ms(p.depositP50),
      target: judged ? `<= ${DEPOSIT_P50_TARGET_MS} ms` : 'information',
      ok: judged ? p.depositP50 <= DEPOSIT_P50_TARGET_MS : undefined,
    });
    out.rows.push({
      name: `${k} records: GET /api/videos?page=1 p50`,
      value: ms(p.listP50),
      target: judged ? `<= ${LIST_P50_TARGET_MS} ms` : 'information',
      ok: judged ? p.listP50 <= LIST_P50_TARGET_MS : undefined,
    });
    out.rows.push({
      name: `${k} records: db.json serialised and encoded once, in the bench (machine check)`,
      value: ms(p.serialiseP50),
      target: 'information',
    });
    out.rows.push({
      name: `${k} records: provider CPU per deposit / per list page`,
      value: `${ms(p.depositCpu)} / ${ms(p.listCpu)}`,
      target: 'information',
    });
  }
  out.notes.push(
    'generated records: 25 % videos, 25 % ledger entries, 20 % payments, 20 % idempotency keys, ' +
      '10 % users; each deposit is in db.json (lowdb: temporary file, then rename) before its reply.',
  );
  out.notes.push(
    'CPU per request is read from /proc (10 ms ticks, averaged); compare it with the p50 when ' +
      'the load average is above the core count.',
  );
  return out;
}
