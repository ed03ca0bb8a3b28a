import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildEntry, cpuSecondsOf, startNode, REPO_ROOT, type Running } from './processes.js';
import { ms, pct, section, type Section } from './report.js';

export const API_TARGET = 0.9;
const CONNECTIONS = 50;
/** Made per reply by Node or Express in both servers, or sent separately (the content type). */
const NOT_REPLAYED = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'transfer-encoding',
  'etag',
  'set-cookie',
]);

export interface ApiRoute {
  label: string;
  path: string;
  /** The Express path the bare peer registers (no query string). */
  barePath: string;
  headers?: Record<string, string>;
}

interface Load {
  rps: number;
  /** Server CPU time per request, µs: steadier than req/s on a shared machine. */
  cpuUs: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  server: Running,
  path: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Load> {
  const cpuBefore = cpuSecondsOf(server.pid);
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
  });
  const cpu = cpuSecondsOf(server.pid) - cpuBefore;
  return {
    rps: result.requests.average,
    cpuUs: (cpu * 1e6) / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * autocannon, 50 connections, against the mock provider and against a bare Express app answering
 * the bytes the mock answered (body and headers, as recorded from one reply), alternating (bare,
 * mock, bare, mock) so both see the same machine; the better of each pair is kept. Printed beside
 * it for reference: a bare app answering the body alone, and the bare app on a server that makes
 * requests with the app's prototypes as the mock's does (decision 0240), the floor of the mock's
 * own per-request work.
 */
export async function benchApi(
  mock: Running,
  routes: ApiRoute[],
  workDir: string,
  seconds: number,
): Promise<Section> {
  const out = section(`API throughput: autocannon, ${CONNECTIONS} connections, ${seconds} s runs`);
  const canned = [];
  for (const route of routes) {
    const res = await fetch(`${mock.url}${route.path}`, { headers: route.headers });
    if (!res.ok) throw new Error(`${route.path} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    const headers: [string, string | string[]][] = [];
    res.headers.forEach((value, name) => {
      if (!NOT_REPLAYED.has(name)) headers.push([name, value]);
    });
    const cookies = res.headers.getSetCookie();
    if (cookies.length > 0) headers.push(['set-cookie', cookies]);
    canned.push({
      path: route.barePath,
      contentType: res.headers.get('content-type') ?? 'application/json',
      body: body.toString('base64'),
      headers,
    });
  }
  const routesFile = path.join(workDir, 'bare-routes.json');
  await writeFile(routesFile, JSON.stringify(canned));
  const bareScript = await buildEntry(path.join(REPO_ROOT, 'scripts/bench/bare-api-server.ts'));
  const startBare = (replay: boolean, born = false) =>
    startNode(
      bareScript,
      {
        ROUTES_FILE: routesFile,
        REPLAY_HEADERS: replay ? '1' : '0',
        BORN_WITH_PROTOTYPES: born ? '1' : '0',
      },
      path.join(workDir, `bare-api-${replay ? 'reply' : 'body'}${born ? '-born' : ''}.log`),
      '/api/health',
    );
  const bare = await startBare(true);
  const bodyOnly = await startBare(false);
  const tuned = await startBare(true, true);
  try {
    for (const route of routes) {
      const headers = route.headers ?? {};
      await load(bare, route.path, headers, 1);
      await load(bodyOnly, route.path, headers, 1);
      await load(tuned, route.path, headers, 1);
      await load(mock, route.path, headers, 1);
      const runs: Record<'bare' | 'body' | 'tuned' | 'mock', Load>[] = [];
      for (let i = 0; i < 2; i += 1) {
        runs.push({
          bare: await load(bare, route.path, headers, seconds),
          body: await load(bodyOnly, route.path, headers, seconds),
          tuned: await load(tuned, route.path, headers, seconds),
          mock: await load(mock, route.path, headers, seconds),
        });
      }
      const best = (pick: (r: (typeof runs)[number]) => Load) =>
        runs.map(pick).reduce((a, b) => (b.rps > a.rps ? b : a));
      const b = best((r) => r.bare);
      const body = best((r) => r.body);
      const t = best((r) => r.tuned);
      const m = best((r) => r.mock);
      const ratio = m.rps / b.rps;
      out.rows.push({
        name: `${route.label} req/s (mock vs bare Express)`,
        value: m.rps.toFixed(0),
        peer: b.rps.toFixed(0),
        target: `>= ${pct(API_TARGET)} of bare: ${pct(ratio)}`,
        ok: ratio >= API_TARGET && m.errors === 0,
      });
      out.rows.push({
        name: `${route.label} req/s (mock vs bare Express, body only)`,
        value: m.rps.toFixed(0),
        peer: body.rps.toFixed(0),
        target: `(reference) ${pct(m.rps / body.rps)}`,
      });
      out.rows.push({
        name: `${route.label} req/s (mock vs bare Express, requests born with its prototypes)`,
        value: m.rps.toFixed(0),
        peer: t.rps.toFixed(0),
        target: `(reference) ${pct(m.rps / t.rps)}`,
      });
      out.rows.push({
        name: `${route.label} server CPU per request`,
        value: `${m.cpuUs.toFixed(0)} µs`,
        peer: `${b.cpuUs.toFixed(0)} µs`,
      });
      out.rows.push({
        name: `${route.label} server CPU per request (vs the tuned bare app)`,
        value: `${m.cpuUs.toFixed(0)} µs`,
        peer: `${t.cpuUs.toFixed(0)} µs`,
      });
      out.rows.push({
        name: `${route.label} latency p50 / p99`,
        value: `${ms(m.p50)} / ${ms(m.p99)}`,
        peer: `${ms(b.p50)} / ${ms(b.p99)}`,
      });
      if (m.errors > 0) out.notes.push(`${route.label}: ${m.errors} errors or non-2xx replies`);
    }
  } finally {
    await bare.stop();
    await bodyOnly.stop();
    await tuned.stop();
  }
  out.notes.push(
    'autocannon runs in the bench process on the same 2-core machine as the server it loads.',
  );
  return out;
}
