import { execFileSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { writeBigMp4 } from './big-file.js';
import {
  buildEntry,
  cpuSecondsOf,
  REPO_ROOT,
  rssOf,
  startNode,
  type Running,
} from './processes.js';
import { mb, pct, section, type Section } from './report.js';

const SIZE = 1024 ** 3;
export const UPLOAD_RATIO_TARGET = 0.9;
export const UPLOAD_RSS_TARGET = 64 * 1024 * 1024;

/** A multipart body streamed from disk: the fields, then the video part. */
function multipart(file: string, size: number) {
  const boundary = `----inkreel-bench-${Date.now()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('title', 'Bench upload') +
      field('description', 'One gigabyte through the upload route') +
      field('tags', 'bench') +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="bench.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield head;
    for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }))
      yield chunk as Buffer;
    yield tail;
  }
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.length + size + tail.length,
    stream: Readable.from(body(), { objectMode: false }),
  };
}

/** POSTs the body with node:http, so the file is sent with backpressure (never buffered). */
function post(url: string, headers: Record<string, string>, body: Readable) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    pipeline(body, req).catch(reject);
  });
}

interface UploadRun {
  seconds: number;
  rssGrowth: number;
  /** Share of the wall time the server process spent on a CPU. */
  busy: number;
}

export async function uploadOnce(
  server: Pick<Running, 'url' | 'pid'>,
  file: string,
  token: string,
): Promise<UploadRun> {
  const body = multipart(file, SIZE);
  const baseline = rssOf(server.pid);
  const cpuBefore = cpuSecondsOf(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(server.pid))), 25);
  const start = performance.now();
  try {
    const res = await post(
      `${server.url}/api/videos/upload`,
      {
        authorization: `Bearer ${token}`,
        'content-type': body.contentType,
        'content-length': String(body.length),
      },
      body.stream,
    );
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${res.text}`);
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    seconds,
    rssGrowth: peak - baseline,
    busy: (cpuSecondsOf(server.pid) - cpuBefore) / seconds,
  };
}

/** Removes what the mock provider stored, so the bench leaves no gigabytes behind. */
async function dropUploadedVideos(dataDir: string, keep: Set<string>): Promise<void> {
  const dir = path.join(dataDir, 'media', 'videos');
  for (const name of await readdir(dir)) {
    if (keep.has(name)) continue;
    const file = path.join(dir, name);
    if ((await stat(file)).size > SIZE / 2) await rm(file, { force: true });
  }
}

/** 1 GiB video upload: the mock provider against bare Express + multer disk storage, alternately. */
export async function benchUpload(
  mock: Running,
  dataDir: string,
  token: string,
  workDir: string,
): Promise<Section> {
  const out = section('Uploads: 1 GiB video, streamed from disk over loopback');
  const file = path.join(workDir, 'upload.mp4');
  await writeBigMp4(file, SIZE);
  const bare = await startNode(
    await buildEntry(path.join(REPO_ROOT, 'scripts/bench/bare-multer-server.ts')),
    { UPLOAD_DIR: path.join(workDir, 'bare-uploads') },
    path.join(workDir, 'bare-multer.log'),
    '/api/health',
  );
  const seeded = new Set(await readdir(path.join(dataDir, 'media', 'videos')));
  try {
    const runs: { mock: UploadRun; bare: UploadRun }[] = [];
    // Each upload starts with no dirty pages left from the one before (sync), and the order
    // alternates, so neither side always pays for the other's write-back.
    for (let i = 0; i < 2; i += 1) {
      const order = i % 2 === 0 ? (['bare', 'mock'] as const) : (['mock', 'bare'] as const);
      const run: Partial<Record<'mock' | 'bare', UploadRun>> = {};
      for (const side of order) {
        execFileSync('sync');
        run[side] = await uploadOnce(side === 'mock' ? mock : bare, file, token);
        await dropUploadedVideos(dataDir, seeded);
      }
      runs.push(run as { mock: UploadRun; bare: UploadRun });
    }
    const fastest = (pick: (r: { mock: UploadRun; bare: UploadRun }) => UploadRun) =>
      runs.map(pick).reduce((a, b) => (b.seconds < a.seconds ? b : a));
    const m = fastest((r) => r.mock);
    const b = fastest((r) => r.bare);
    const ratio = b.seconds / m.seconds;
    const rate = (r: UploadRun) => `${(SIZE / 1024 / 1024 / r.seconds).toFixed(0)} MB/s`;
    out.rows.push({
      name: 'upload throughput (mock vs bare multer)',
      value: rate(m),
      peer: rate(b),
      target: `>= ${pct(UPLOAD_RATIO_TARGET)} of bare: ${pct(ratio)}`,
      ok: ratio >= UPLOAD_RATIO_TARGET,
    });
    const growth = Math.max(...runs.map((r) => r.mock.rssGrowth));
    out.rows.push({
      name: 'upload: mock provider RSS growth (worst run)',
      value: mb(growth),
      peer: mb(Math.max(...runs.map((r) => r.bare.rssGrowth))),
      target: `<= ${mb(UPLOAD_RSS_TARGET)}`,
      ok: growth <= UPLOAD_RSS_TARGET,
    });
    out.rows.push({
      name: 'upload: server process busy (CPU time / wall time)',
      value: pct(m.busy),
      peer: pct(b.busy),
    });
  } finally {
    await bare.stop();
    await rm(file, { force: true });
  }
  return out;
}
