import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { XSRF_COOKIE_NAME } from '@inkreel/shared';
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

interface Canned {
  path: string;
  contentType: string;
  body: string;
  headers: [string, string | string[]][];
}

/** One reply of the mock, as the bare app will answer it: body, content type, headers. */
async function record(mock: Running, route: ApiRoute, headers: Record<string, string>) {
  const res = await fetch(`${mock.url}${route.path}`, { headers });
  if (!res.ok) throw new Error(`${route.path} answered ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  const replayed: [string, string | string[]][] = [];
  res.headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name)) replayed.push([name, value]);
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length > 0) replayed.push(['set-cookie', cookies]);
  const canned: Canned = {
    path: route.barePath,
    contentType: res.headers.get('content-type') ?? 'application/json',
    body: body.toString('base64'),
    headers: replayed,
  };
  return { canned, cookies };
}

/**
 * autocannon, 50 connections, against the mock provider and against a bare Express app answering
 * the bytes the mock answered (body and headers, as recorded from one reply), alternating (bare,
 * mock, bare, mock) so both see the same machine; the better of each pair is kept.
 *
 * The requests are a browser's: they carry the XSRF cookie the provider set on its first reply,
 * as every request of a session does (decision 0244), so neither server sets a new one. Printed
 * beside it for reference: new visitors, whose requests carry no cookie, so each reply of the mock
 * makes and signs a token and sets it (against a bare app replaying that reply, cookie and all);
 * and the bare app on a server that makes requests with the app's prototypes as the mock's does
 * (decision 0240), the floor of the mock's own per-request work.
 */
export async function benchApi(
  mock: Running,
  routes: ApiRoute[],
  workDir: string,
  seconds: number,
): Promise<Section> {
  const out = section(`API throughput: autocannon, ${CONNECTIONS} connections, ${seconds} s runs`);
  const browser: Canned[] = [];
  const newVisitor: Canned[] = [];
  let cookie = '';
  for (const route of routes) {
    const first = await record(mock, route, route.headers ?? {});
    newVisitor.push(first.canned);
    cookie ||=
      first.cookies
        .map((c) => c.split(';')[0])
        .find((c) => c?.startsWith(`${XSRF_COOKIE_NAME}=`)) ?? '';
    if (cookie === '') throw new Error(`${route.path} set no XSRF cookie`);
    browser.push((await record(mock, route, { ...route.headers, cookie })).canned);
  }
  const bareScript = await buildEntry(path.join(REPO_ROOT, 'scripts/bench/bare-api-server.ts'));
  const startBare = async (name: string, canned: Canned[], born = false) => {
    const routesFile = path.join(workDir, `bare-routes-${name}.json`);
    await writeFile(routesFile, JSON.stringify(canned));
    return startNode(
      bareScript,
      { ROUTES_FILE: routesFile, BORN_WITH_PROTOTYPES: born ? '1' : '0' },
      path.join(workDir, `bare-api-${name}.log`),
      '/api/health',
    );
  };
  const bare = await startBare('browser', browser);
  const bareNew = await startBare('new-visitor', newVisitor);
  const tuned = await startBare('browser-born', browser, true);
  try {
    for (const route of routes) {
      const visitor = route.headers ?? {};
      const session = { ...visitor, cookie };
      await load(bare, route.path, session, 1);
      await load(tuned, route.path, session, 1);
      await load(mock, route.path, session, 1);
      await load(bareNew, route.path, visitor, 1);
      await load(mock, route.path, visitor, 1);
      const runs: Record<'bare' | 'tuned' | 'mock' | 'bareNew' | 'mockNew', Load>[] = [];
      for (let i = 0; i < 2; i += 1) {
        runs.push({
          bare: await load(bare, route.path, session, seconds),
          tuned: await load(tuned, route.path, session, seconds),
          mock: await load(mock, route.path, session, seconds),
          bareNew: await load(bareNew, route.path, visitor, seconds),
          mockNew: await load(mock, route.path, visitor, seconds),
        });
      }
      const best = (pick: (r: (typeof runs)[number]) => Load) =>
        runs.map(pick).reduce((a, b) => (b.rps > a.rps ? b : a));
      const b = best((r) => r.bare);
      const t = best((r) => r.tuned);
      const m = best((r) => r.mock);
      const bn = best((r) => r.bareNew);
      const mn = best((r) => r.mockNew);
      const ratio = m.rps / b.rps;
      out.rows.push({
        name: `${route.label} req/s (mock vs bare Express)`,
        value: m.rps.toFixed(0),
        peer: b.rps.toFixed(0),
        target: `>= ${pct(API_TARGET)} of bare: ${pct(ratio)}`,
        ok: ratio >= API_TARGET && m.errors === 0,
      });
      out.rows.push({
        name: `${route.label} req/s (new visitors, no cookie: mock vs bare Express)`,
        value: mn.rps.toFixed(0),
        peer: bn.rps.toFixed(0),
        target: `(reference) ${pct(mn.rps / bn.rps)}`,
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
        name: `${route.label} server CPU per request (new visitors)`,
        value: `${mn.cpuUs.toFixed(0)} µs`,
        peer: `${bn.cpuUs.toFixed(0)} µs`,
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
      const errors = m.errors + mn.errors;
      if (errors > 0) out.notes.push(`${route.label}: ${errors} errors or non-2xx replies`);
    }
  } finally {
    await bare.stop();
    await bareNew.stop();
    await tuned.stop();
  }
  out.notes.push(
    'autocannon runs in the bench process on the same 2-core machine as the server it loads.',
  );
  return out;
}
