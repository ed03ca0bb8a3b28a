import path from 'node:path';
import { writeFiller } from './big-file.js';
import { rssOf, type Running } from './processes.js';
import { mb, ms, percentile, section, type Section } from './report.js';

const SIZE_MB = 256;
const PARALLEL = 4;
const TARGETS = { rssGrowth: 96 * 1024 * 1024, mbPerSecond: 100, rangeP95: 20 };

/** Media streaming from the mock provider: four parallel full reads, then 64 KiB Range reads. */
export async function benchStreaming(mock: Running, dataDir: string): Promise<Section> {
  const out = section(`Streaming: ${PARALLEL} x ${SIZE_MB} MB at once, then 64 KiB Range requests`);
  await writeFiller(path.join(dataDir, 'media', 'bench.bin'), SIZE_MB * 1024 * 1024);
  const url = `${mock.url}/api/media/bench.bin`;
  const baseline = rssOf(mock.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(mock.pid))), 25);
  const start = performance.now();
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const res = await fetch(url);
      if (!res.body) throw new Error(`${url} answered ${res.status} without a body`);
      const reader = res.body.getReader();
      for (;;) if ((await reader.read()).done) break;
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  const rate = (SIZE_MB * PARALLEL) / seconds;
  out.rows.push({
    name: 'stream: mock provider RSS growth',
    value: mb(peak - baseline),
    target: `<= ${mb(TARGETS.rssGrowth)}`,
    ok: peak - baseline <= TARGETS.rssGrowth,
  });
  out.rows.push({
    name: 'stream: throughput',
    value: `${rate.toFixed(0)} MB/s`,
    target: `>= ${TARGETS.mbPerSecond} MB/s`,
    ok: rate >= TARGETS.mbPerSecond,
  });
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const offset = Math.floor(Math.random() * (SIZE_MB - 1) * 1024 * 1024);
    const s = performance.now();
    const res = await fetch(url, { headers: { Range: `bytes=${offset}-${offset + 65535}` } });
    await res.arrayBuffer();
    if (res.status !== 206) throw new Error(`Range request answered ${res.status}`);
    times.push(performance.now() - s);
  }
  const p95 = percentile(times, 95);
  out.rows.push({
    name: '64 KiB Range request p95',
    value: ms(p95),
    target: `<= ${TARGETS.rangeP95} ms`,
    ok: p95 <= TARGETS.rangeP95,
  });
  return out;
}
