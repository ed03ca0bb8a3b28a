// `npm run bench`: measures the mock provider on the seeded catalogue and prints the results
// against its targets. It runs in-process on a loopback port with a temporary DATA_DIR.
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createSeededTestApp } from '../mock-server/src/db/seed-test-app.js';

const TARGETS = {
  listP95Ms: 50,
  detailP95Ms: 30,
  /** Extra resident memory while streaming the big file several times at once. */
  streamRssGrowthMb: 96,
  streamMbPerSecond: 100,
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timeRequests(url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

async function writeBigFile(file: string, megabytes: number): Promise<void> {
  const chunk = Buffer.alloc(1024 * 1024, 7);
  const out = createWriteStream(file);
  for (let i = 0; i < megabytes; i += 1) {
    if (!out.write(chunk)) await new Promise((r) => out.once('drain', r));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((err?: Error | null) => (err ? reject(err) : resolve())),
  );
}

async function main(): Promise<void> {
  const t = await createSeededTestApp();
  const server = createServer(t.app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const rows: [string, string, string, boolean][] = [];
  try {
    await timeRequests(`${base}/api/videos?page=1`, 20); // warm-up
    const list = await timeRequests(`${base}/api/videos?page=2`, 300);
    const listP95 = percentile(list, 95);
    rows.push([
      'GET /api/videos?page=2 p95',
      `${listP95.toFixed(2)} ms`,
      `< ${TARGETS.listP95Ms} ms`,
      listP95 < TARGETS.listP95Ms,
    ]);

    const id = t.deps.store.data.videos[0]?._id ?? '';
    const detail = await timeRequests(`${base}/api/videos/${id}`, 300);
    const detailP95 = percentile(detail, 95);
    rows.push([
      'GET /api/videos/:id p95 (counts a view, writes)',
      `${detailP95.toFixed(2)} ms`,
      `< ${TARGETS.detailP95Ms} ms`,
      detailP95 < TARGETS.detailP95Ms,
    ]);

    const sizeMb = 256;
    await writeBigFile(path.join(t.deps.store.mediaDir, 'bench.bin'), sizeMb);
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const parallel = 4;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        const res = await fetch(`${base}/api/media/bench.bin`);
        const reader = res.body!.getReader();
        for (;;) {
          const { done } = await reader.read();
          if (done) break;
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    clearInterval(sampler);
    const growthMb = (peak - baseline) / 1024 / 1024;
    const mbps = (sizeMb * parallel) / seconds;
    rows.push([
      `stream ${parallel} x ${sizeMb} MB: RSS growth`,
      `${growthMb.toFixed(1)} MB`,
      `< ${TARGETS.streamRssGrowthMb} MB`,
      growthMb < TARGETS.streamRssGrowthMb,
    ]);
    rows.push([
      `stream ${parallel} x ${sizeMb} MB: throughput`,
      `${mbps.toFixed(0)} MB/s`,
      `> ${TARGETS.streamMbPerSecond} MB/s`,
      mbps > TARGETS.streamMbPerSecond,
    ]);

    const ranges = await timeRequests(`${base}/api/media/bench.bin`, 1).then(async () => {
      const times: number[] = [];
      for (let i = 0; i < 200; i += 1) {
        const offset = Math.floor(Math.random() * (sizeMb - 1) * 1024 * 1024);
        const s = performance.now();
        const res = await fetch(`${base}/api/media/bench.bin`, {
          headers: { Range: `bytes=${offset}-${offset + 65535}` },
        });
        await res.arrayBuffer();
        if (res.status !== 206) throw new Error(`Range request answered ${res.status}`);
        times.push(performance.now() - s);
      }
      return times;
    });
    const rangeP95 = percentile(ranges, 95);
    rows.push(['64 KiB Range request p95', `${rangeP95.toFixed(2)} ms`, '< 20 ms', rangeP95 < 20]);
  } finally {
    server.close();
    await t.cleanup();
  }

  const width = Math.max(...rows.map((r) => r[0].length));
  console.log('\nMock provider benchmark (seeded catalogue, loopback)\n');
  for (const [name, value, target, ok] of rows) {
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(width)}  ${value.padStart(12)}  target ${target}`,
    );
  }
  const failed = rows.filter((r) => !r[3]).length;
  console.log(`\n${rows.length - failed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

void main();
