// `npm run bench`: measures the mock provider (and the built client) and prints each figure beside
// its peer measured in the same run and its target. A benchmark, not a test: it measures and
// prints; nothing here fails CI. Everything runs on loopback, on temporary DATA_DIRs.
//   npm run bench                      every section (about 10 minutes on 2 cores)
//   npm run bench -- --only=growth,upload  some of: growth, upload, stream, forgot, google, client
//   npm run bench -- --record          also writes the report to docs/benchmarks/<date>-<time>.md
//   npm run bench -- --only=client --lighthouse-pages=/,/videos,/video/{id}  Lighthouse on those pages
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { benchClient } from './client.js';
import { benchForgot } from './forgot.js';
import { benchGoogle } from './google.js';
import { benchGrowth } from './growth.js';
import { buildMock, startMock } from './processes.js';
import { writeRecord } from './record.js';
import { formatSections, type Section } from './report.js';
import { loginDemo } from './session.js';
import { benchStreaming } from './streaming.js';
import { benchUpload } from './upload.js';

const SECTIONS = ['client', 'growth', 'upload', 'stream', 'forgot', 'google'] as const;

function selected(): Set<string> {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  return new Set(only ? only.split(',') : SECTIONS);
}

async function main(): Promise<void> {
  const want = selected();
  const startedAt = new Date();
  const started = startedAt.getTime();
  const workDir = await mkdtemp(path.join(tmpdir(), 'inkreel-bench-'));
  const sections: Section[] = [];
  const loadBefore = loadavg()[0] ?? 0;
  try {
    // Every section that starts the mock provider runs its production build.
    if (
      ['upload', 'stream', 'growth', 'forgot', 'client', 'google'].some((name) => want.has(name))
    ) {
      await buildMock();
    }
    // Lighthouse's scores are the figures most sensitive to a busy machine, and the upload section
    // writes two GiB and the growth section a 100 k-record store: the client goes first
    // (docs/benchmarks/2026-11-28-0330.md).
    if (want.has('client')) sections.push(await benchClient(workDir));
    if (want.has('upload') || want.has('stream')) {
      const dataDir = path.join(workDir, 'seeded');
      const mock = await startMock(dataDir);
      try {
        const session = await loginDemo(mock.url);
        if (want.has('stream')) sections.push(await benchStreaming(mock, dataDir));
        if (want.has('upload'))
          sections.push(await benchUpload(mock, dataDir, session.token, workDir));
      } finally {
        await mock.stop();
      }
    }
    if (want.has('growth')) sections.push(await benchGrowth(workDir));
    if (want.has('forgot')) sections.push(await benchForgot(workDir));
    if (want.has('google')) sections.push(await benchGoogle(workDir));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const printed = [
    '',
    `# Inkreel benchmark, ${new Date().toISOString()}: ${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, ` +
      `Node ${process.version}; load average ${loadBefore.toFixed(2)} before, ` +
      `${(loadavg()[0] ?? 0).toFixed(2)} after; ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ...formatSections(sections),
  ];
  console.log(printed.join('\n'));
  if (process.argv.includes('--record')) {
    const args = process.argv.slice(2).filter((arg) => arg !== '--record');
    console.log(`\nRecorded in ${await writeRecord(startedAt, args, printed)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
