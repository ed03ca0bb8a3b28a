import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { createDeps } from './deps.js';
import { loadEnv, REPO_ROOT, type LogFormat } from './env.js';
import { createLogger } from './logger.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** A provider logging in `format` into memory; returns the lines written. */
async function run(format: LogFormat) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'inkreel-logger-'));
  dirs.push(dataDir);
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  // Cheap hashes for the registration, as createTestApp's (password.test.ts checks 2^17).
  const env = loadEnv({
    DATA_DIR: dataDir,
    JWT_SECRET: 'z'.repeat(40),
    LOG_FORMAT: format,
    PASSWORD_HASH_COST: '10',
  });
  const deps = await createDeps(env, await createLogger(env, sink));
  const app = createApp(deps);
  await request(app).get('/api/videos?page=1');
  await request(app)
    .post('/api/auth/register')
    .send({ name: 'Log Reader', email: `log-${format}@example.com`, password: 'log-password-1' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  return text.split('\n').filter(Boolean);
}

describe('createLogger', () => {
  it('writes one readable line per request in development, and marks the mail line', async () => {
    const lines = await run('pretty');
    const requestLine = lines.find((l) => l.includes('GET /api/videos?page=1'));
    expect(requestLine).toMatch(/INFO.*GET \/api\/videos\?page=1 200 \d+ ms$/);
    expect(lines.filter((l) => l.includes('/api/videos?page=1'))).toHaveLength(1);
    const mail = lines.find((l) => l.includes('✉ mail to log-pretty@example.com'));
    expect(mail).toMatch(/http:\/\/localhost:5173\/verify-email\/\S+/);
    expect(lines.every((l) => !l.trimStart().startsWith('{'))).toBe(true);
  });

  it('writes JSON lines in production', async () => {
    const lines = await run('json');
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const line = entries.find((e) => String(e.msg).startsWith('GET /api/videos?page=1 200 '));
    expect(line).toMatchObject({
      req: { method: 'GET', url: '/api/videos?page=1' },
      res: { statusCode: 200 },
    });
  });

  it('writes every line, as UTF-8, when the process exits right after logging', async () => {
    // The production destination (asynchronous stdout), in its own process.
    const script = `
      import { createLogger } from './mock-server/src/logger.ts';
      const logger = await createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
      logger.info({ n: 1 }, 'first');
      logger.info('second é');
      logger.info('third');
      process.exit(0);
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: REPO_ROOT },
    );
    const entries = stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { msg: string });
    expect(entries.map((e) => e.msg)).toEqual(['first', 'second é', 'third']);
  });

  it('defaults to JSON when NODE_ENV=production and to pretty otherwise', () => {
    const base = { JWT_SECRET: 'z'.repeat(40) };
    expect(loadEnv({ ...base, NODE_ENV: 'production' }).LOG_FORMAT).toBe('json');
    expect(loadEnv(base).LOG_FORMAT).toBe('pretty');
    expect(loadEnv({ ...base, NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe(
      'pretty',
    );
  });
});
