import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, preview } from 'vite';
import { auditPages, CHROMIUM, type PageAudit } from './lighthouse-run.js';
import { freePort, REPO_ROOT, startMock } from './processes.js';
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

/**
 * Builds the client, serves it with `vite preview` in front of a seeded mock provider, and runs
 * Lighthouse (mobile preset) on the six pages. JS per route is every script the page fetched,
 * gzipped at level 9.
 */
export async function benchClient(workDir: string): Promise<Section> {
  const out = section(
    'Client: JS per route (gzip -9), Lighthouse mobile preset and its PWA-related audits',
    true,
  );
  const outDir = path.join(workDir, 'client-dist');
  const dataDir = path.join(workDir, 'client-data');
  const mock = await startMock(dataDir);
  const clientPort = await freePort();
  process.env.MOCK_SERVER_URL = mock.url;
  process.env.CLIENT_PORT = String(clientPort);
  const root = path.join(REPO_ROOT, 'client');
  try {
    await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
    const server = await preview({ root, logLevel: 'warn', build: { outDir } });
    try {
      const base = `http://localhost:${clientPort}`;
      const video = (await (await fetch(`${mock.url}/api/videos?page=1`)).json()) as {
        videos: { _id: string }[];
      };
      const audio = (await (await fetch(`${mock.url}/api/audios/random`)).json()) as {
        _id: string;
      }[];
      const pages = [
        '/',
        '/videos',
        `/video/${video.videos[0]?._id ?? ''}`,
        '/audio',
        `/audio/${audio[0]?._id ?? ''}`,
        '/books',
      ];
      let audits: PageAudit[];
      try {
        audits = await auditPages(pages.map((p) => `${base}${p}`));
      } catch (error) {
        out.notes.push(
          `Lighthouse could not run here (${CHROMIUM}): ${error instanceof Error ? error.message : String(error)}`,
        );
        return out;
      }
      for (const [i, page] of pages.entries()) {
        const audit = audits[i] as PageAudit;
        const label = page.replace(/[0-9a-f]{24}/, '{id}');
        const js = await gzippedTotal(outDir, audit.scripts);
        const jsBudget = page === '/' ? BUDGETS.homeJs : BUDGETS.routeJs;
        out.rows.push({
          name: `${label}: JS fetched (${audit.scripts.length} files)`,
          value: kb(js),
          target: `<= ${kb(jsBudget)}`,
          ok: js <= jsBudget,
        });
        out.rows.push({
          name: `${label}: Lighthouse performance`,
          value: String(audit.score),
          target: `>= ${BUDGETS.score}`,
          ok: audit.score >= BUDGETS.score,
        });
        out.rows.push({
          name: `${label}: CLS (LCP ${(audit.lcpMs / 1000).toFixed(1)} s)`,
          value: audit.cls.toFixed(3),
          target: `<= ${BUDGETS.cls}`,
          ok: audit.cls <= BUDGETS.cls,
        });
      }
      // Lighthouse 12's audits from the old PWA category, on the start URL.
      for (const verdict of (audits[0] as PageAudit).pwa) {
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
      await server.close();
    }
  } finally {
    await mock.stop();
  }
  return out;
}
