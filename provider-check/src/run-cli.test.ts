import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';
import { closedPort, startServer, type Running } from './testing/servers.js';

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (t) => out.push(t), err: (t) => err.push(t), env: {} });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** One line, no stack frames. */
const expectOneLine = (text: string) => {
  expect(text.split('\n')).toHaveLength(1);
  expect(text).not.toMatch(/\bat .+:\d+:\d+/);
};

describe('verify:provider on bad input', () => {
  let html: Running;
  let halfApi: Running;
  beforeAll(async () => {
    html = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Welcome</p>');
    });
    // Answers the first call like the API, then HTML to everything else.
    halfApi = await startServer((req, res) => {
      if (req.url === '/api/videos/featured')
        res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      else res.writeHead(200, { 'content-type': 'text/html' }).end('<p>Not here</p>');
    });
  });
  afterAll(async () => {
    await html.close();
    await halfApi.close();
  });

  it('says an unreachable URL cannot be reached', async () => {
    const port = await closedPort();
    const { code, out, err } = await run(['--base-url', `http://127.0.0.1:${port}`]);
    expect(code).toBe(2);
    expect(out).toBe('');
    expectOneLine(err);
    expect(err).toBe(
      `verify:provider: Cannot reach http://127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
  });

  it('says a reply that is not JSON is not the API', async () => {
    const { code, err } = await run(['--base-url', html.url]);
    expect(code).toBe(2);
    expectOneLine(err);
    expect(err).toBe(
      `verify:provider: ${html.url}/api/videos/featured did not answer JSON (status 200, text/html): is --base-url the provider's origin?`,
    );
  });

  it('turns later non-JSON replies into failed rows, not a crash', async () => {
    const { code, out, err } = await run(['--base-url', halfApi.url]);
    expect(err).toBe('');
    expect(code).toBe(1);
    expect(out).toMatch(
      /GET \/api\/videos\s+page=1\s+200\s+FAIL\s+body: expected JSON, got text\/html/,
    );
  });

  it.each([
    [[], '--base-url is required, e.g. --base-url http://127.0.0.1:4000'],
    [['--base-url', 'not a url'], '--base-url is not a URL: not a url'],
    [['--base-url', 'ftp://example.com'], '--base-url must be http or https: ftp://example.com'],
    [['--base-url', 'http://x', '--email', 'a@b.c'], '--email and --password go together'],
    [
      ['--base-url', 'http://x', '--allow-writes'],
      '--allow-writes needs a test account: add --email and --password',
    ],
    [
      ['--base-url', 'http://x', '--timeout', 'soon'],
      '--timeout must be a number of seconds: soon',
    ],
  ])('refuses flags %j with one line', async (args, message) => {
    const { code, err } = await run(args);
    expect(code).toBe(2);
    expect(err).toBe(`verify:provider: ${message}`);
  });

  it('names an unknown flag', async () => {
    const { code, err } = await run(['--base-url', 'http://x', '--wat']);
    expect(code).toBe(2);
    expectOneLine(err);
    expect(err).toMatch(/^verify:provider: Unknown option '--wat'/);
  });

  it('prints its usage with --help', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    expect(out).toMatch(/--allow-writes/);
  });

  it('exits 2 with one line on stderr as a real process too', async () => {
    const port = await closedPort();
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const child = spawn(process.execPath, [
      '--import',
      'tsx',
      cli,
      '--base-url',
      `http://127.0.0.1:${port}`,
    ]);
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expectOneLine(stderr.trimEnd());
    expect(stderr).toMatch(/^verify:provider: Cannot reach .*ECONNREFUSED/);
  });
});
