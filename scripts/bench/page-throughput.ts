import { spawn, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './processes.js';
import type { Row } from './report.js';

/** Connections and seconds per measurement: a burst of visitors opening one shared link. */
const CONNECTIONS = 20;
const SECONDS = 10;

interface Load {
  perSecond: number;
  p50: number;
  non2xx: number;
}

async function load(url: string): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return { perSecond: result.requests.average, p50: result.latency.p50, non2xx: result.non2xx };
}

const describe = (l: Load) =>
  `${l.perSecond.toFixed(0)} req/s, p50 ${l.p50.toFixed(0)} ms${l.non2xx ? `, ${l.non2xx} not 2xx` : ''}`;

/**
 * nginx in front of the web server, keeping its public pages as docs/deployment.md shows: the
 * lifetime comes from the pages' own Cache-Control (s-maxage, stale-while-revalidate).
 */
function nginxConfig(dir: string, listen: number, upstream: number): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=200m inactive=10m use_temp_path=off;
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://127.0.0.1:${upstream};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_cache pages;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

const hasNginx = () => spawnSync('nginx', ['-v']).status === 0;

/**
 * Runs nginx with the config made for its own folder until `work` ends. The folder is readable by
 * all: started as root, nginx runs its workers as another user, which must reach the cache there.
 */
async function withNginx<T>(
  configFor: (dir: string) => string,
  work: () => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'inkreel-nginx-'));
  await chmod(dir, 0o755);
  const config = configFor(dir);
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, config);
  const child = spawn('nginx', ['-c', file, '-p', dir], { stdio: 'ignore' });
  try {
    await new Promise((r) => setTimeout(r, 500));
    if (child.exitCode !== null)
      throw new Error(`nginx exited ${child.exitCode} (${dir}/error.log)`);
    return await work();
  } finally {
    child.kill('SIGQUIT');
    await new Promise((r) => setTimeout(r, 300));
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Requests a second for one server-rendered page (issue 50, item 9): from the web server alone,
 * then through nginx keeping it as the page's Cache-Control allows, when nginx is installed.
 */
export async function benchPageThroughput(
  webPort: number,
  page: string,
): Promise<{ rows: Row[]; notes: string[] }> {
  const label = page.replace(/[0-9a-f]{24}/, '{id}');
  const alone = await load(`http://127.0.0.1:${webPort}${page}`);
  const rows: Row[] = [{ name: `${label}: web server alone`, value: describe(alone) }];
  const notes = [
    `Throughput: autocannon, ${CONNECTIONS} connections for ${SECONDS} s on loopback, requests a second and median latency.`,
  ];
  if (!hasNginx()) {
    notes.push('nginx is not installed here: the throughput behind it was not measured.');
    return { rows, notes };
  }
  const port = await freePort();
  const cached = await withNginx(
    (dir) => nginxConfig(dir, port, webPort),
    async () => {
      const url = `http://127.0.0.1:${port}${page}`;
      const first = await fetch(url);
      if (!first.ok)
        notes.push(`nginx answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
      const second = await fetch(url);
      const status = `${first.status} ${first.headers.get('cache-control') ?? ''}, then ${second.status} ${second.headers.get('x-cache-status') ?? 'none'}`;
      return { status, load: await load(url) };
    },
  );
  rows.push({
    name: `${label}: behind nginx keeping it (${cached.status})`,
    value: describe(cached.load),
    target: '> web server alone',
    ok: cached.load.perSecond > alone.perSecond,
  });
  return { rows, notes };
}
