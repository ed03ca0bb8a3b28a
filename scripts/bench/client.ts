import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { auditPages, CHROMIUM, type PageAudit } from './lighthouse-run.js';
import { freePort, REPO_ROOT, startMock, startNode } from './processes.js';
import { section, type Section } from './report.js';

/** Client budgets of issue 12, printed met or not. */
const BUDGETS = { homeJs: 120 * 1024, routeJs: 130 * 1024, score: 95, cls: 0.02 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function gzippedTotal(outDir: string, scripts: string[]): Promise<number> {
  let total = 0;
  for (const script of new Set(scripts)) {
    const file = path.join(outDir, ...decodeURIComponent(script).split('/'));
    total += gzipSync(await readFile(file), { level: 9 }).length;
  }
  return total;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** "median (min–max)" of several runs, or the one value. */
function spread(values: number[], format: (v: number) => string): string {
  if (values.length === 1) return format(values[0] as number);
  return `${format(median(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`;
}

/** How many Lighthouse passes over the six pages (`--lighthouse-runs=N`, default 3). */
function lighthouseRuns(): number {
  const arg = process.argv.find((a) => a.startsWith('--lighthouse-runs='));
  const runs = Number(arg?.slice('--lighthouse-runs='.length) ?? 3);
  return Number.isInteger(runs) && runs > 0 ? runs : 3;
}

/** The six pages of issue 12, with a real video and track id from the seeded provider. */
async function pagesOf(mockUrl: string): Promise<string[]> {
  const video = (await (await fetch(`${mockUrl}/api/videos?page=1`)).json()) as {
    videos: { _id: string }[];
  };
  const audio = (await (await fetch(`${mockUrl}/api/audios/random`)).json()) as { _id: string }[];
  return [
    '/',
    '/videos',
    `/video/${video.videos[0]?._id ?? ''}`,
    '/audio',
    `/audio/${audio[0]?._id ?? ''}`,
    '/books',
  ];
}

/**
 * Builds the client, serves it with the production web server (client/server, built as
 * `npm run build -w client` builds it) in front of a seeded mock provider on another origin, as a
 * deployment does, and runs
 * Lighthouse (mobile preset) on the six pages several times. JS per route is every script the page
 * fetched in Chromium (Lighthouse's network records), each file gzipped at level 9.
 */
/** The production web server's build (client/server/vite.config.ts): client/dist-server/main.js. */
async function webServer(root: string): Promise<string> {
  await build({ configFile: path.join(root, 'server/vite.config.ts') });
  return path.join(root, 'dist-server/main.js');
}

export async function benchClient(workDir: string): Promise<Section> {
  const out = section(
    'Client: JS per route (gzip -9), Lighthouse mobile preset and its PWA-related audits',
    true,
  );
  const outDir = path.join(workDir, 'client-dist');
  const dataDir = path.join(workDir, 'client-data');
  const root = path.join(REPO_ROOT, 'client');
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  const clientPort = await freePort();
  const base = `http://127.0.0.1:${clientPort}`;
  const mock = await startMock(dataDir, { CLIENT_ORIGIN: base });
  try {
    const server = await startNode(
      await webServer(root),
      { DIST_DIR: outDir, API_BASE_URL: mock.url, NODE_ENV: 'production' },
      path.join(workDir, 'client-server.log'),
      '/healthz',
      clientPort,
    );
    try {
      const pages = await pagesOf(mock.url);
      const runs: PageAudit[][] = [];
      try {
        for (let run = 0; run < lighthouseRuns(); run += 1) {
          runs.push(await auditPages(pages.map((p) => `${base}${p}`)));
        }
      } catch (error) {
        out.notes.push(
          `Lighthouse could not run here (${CHROMIUM}): ${error instanceof Error ? error.message : String(error)}`,
        );
        return out;
      }
      for (const [i, page] of pages.entries()) {
        const audits = runs.map((audits) => audits[i] as PageAudit);
        const first = audits[0] as PageAudit;
        const label = page.replace(/[0-9a-f]{24}/, '{id}');
        const js = await gzippedTotal(outDir, first.scripts);
        const jsBudget = page === '/' ? BUDGETS.homeJs : BUDGETS.routeJs;
        const scores = audits.map((a) => a.score);
        const cls = audits.map((a) => a.cls);
        const lcp = audits.map((a) => a.lcpMs / 1000);
        out.rows.push({
          name: `${label}: JS fetched (${first.scripts.length} files)`,
          value: kb(js),
          target: `<= ${kb(jsBudget)}`,
          ok: js <= jsBudget,
        });
        out.rows.push({
          name: `${label}: Lighthouse performance`,
          value: spread(scores, (v) => v.toFixed(0)),
          target: `>= ${BUDGETS.score}`,
          ok: median(scores) >= BUDGETS.score,
        });
        out.rows.push({
          name: `${label}: CLS`,
          value: spread(cls, (v) => v.toFixed(3)),
          target: `<= ${BUDGETS.cls}`,
          ok: median(cls) <= BUDGETS.cls,
        });
        out.rows.push({ name: `${label}: LCP`, value: spread(lcp, (v) => `${v.toFixed(1)} s`) });
      }
      out.notes.push(
        `${runs.length} Lighthouse run(s) per page: median (min–max); met or missed by the median.`,
      );
      out.notes.push(
        'JS: every script Chromium fetched for the page (Lighthouse network records), gzip -9 each.',
      );
      // Lighthouse 12's audits from the old PWA category, on the start URL.
      for (const verdict of (runs[0]?.[0] as PageAudit).pwa) {
        out.rows.push({
          name: `/: Lighthouse ${verdict.id} (${verdict.title})`,
          value: verdict.passed === null ? 'n/a' : verdict.passed ? 'pass' : 'fail',
          target: 'pass',
          ok: verdict.passed ?? undefined,
        });
      }
      out.notes.push('budgets of the client half of issue 12: printed here, met or not.');
      out.notes.push(
        'PWA: Lighthouse 12 dropped the manifest, service worker and offline audits; client/e2e/pwa-install.e2e.ts checks those.',
      );
    } finally {
      await server.stop();
    }
  } finally {
    await mock.stop();
  }
  return out;
}
