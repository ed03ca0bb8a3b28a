import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDotEnv, loadEnv, REPO_ROOT } from './env.js';

describe('loadEnv', () => {
  it('fills the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 4000,
      CLIENT_ORIGIN: 'http://localhost:5173',
      CLIENT_ORIGINS: ['http://localhost:5173'],
      PUBLIC_URL: 'http://localhost:4000',
      DATA_DIR: path.join(REPO_ROOT, '.data'),
      MOCK_DEV_ROUTES: true,
      UPLOAD_PRICE_VIDEO: 10,
    });
  });

  it('takes a relative DATA_DIR from the repository root and treats empty values as unset', () => {
    const cwd = process.cwd();
    process.chdir(tmpdir());
    try {
      expect(loadEnv({ DATA_DIR: 'tmp/data' }).DATA_DIR).toBe(path.join(REPO_ROOT, 'tmp/data'));
    } finally {
      process.chdir(cwd);
    }
    expect(loadEnv({ DATA_DIR: 'tmp/data', PORT: '' }).DATA_DIR).toBe(
      path.join(REPO_ROOT, 'tmp/data'),
    );
    expect(loadEnv({ PORT: '' }).PORT).toBe(4000);
  });

  it('reads CLIENT_ORIGIN as a comma-separated list; the first is the one for links', () => {
    const env = loadEnv({ CLIENT_ORIGIN: 'https://app.example.com/, http://localhost:41002' });
    expect(env.CLIENT_ORIGIN).toBe('https://app.example.com');
    expect(env.CLIENT_ORIGINS).toEqual(['https://app.example.com', 'http://localhost:41002']);
  });

  it('stops on a malformed origin in CLIENT_ORIGIN, naming it', () => {
    expect(() =>
      loadEnv({ CLIENT_ORIGIN: 'http://localhost:5173,https://app.example.com/app' }),
    ).toThrow(
      'Invalid environment:\n  CLIENT_ORIGIN.1: "https://app.example.com/app" is not an origin: expected http(s)://host[:port] with no path',
    );
  });

  it('stops with a message naming each bad variable', () => {
    expect(() =>
      loadEnv({ PORT: 'eighty', JWT_SECRET: 'short', MOCK_DEV_ROUTES: 'maybe' }),
    ).toThrow(
      /Invalid environment:\n {2}PORT: .*\n {2}JWT_SECRET: JWT_SECRET must be at least 32 characters\n {2}MOCK_DEV_ROUTES/,
    );
  });
});

describe('loadDotEnv', () => {
  let dir: string | undefined;
  afterEach(async () => {
    delete process.env.INKREEL_TEST_FROM_FILE;
    delete process.env.INKREEL_TEST_FROM_ENV;
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('reads a .env file without overriding variables already set', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'inkreel-env-'));
    const file = path.join(dir, '.env');
    await writeFile(file, 'INKREEL_TEST_FROM_FILE=file\nINKREEL_TEST_FROM_ENV=file\n');
    process.env.INKREEL_TEST_FROM_ENV = 'environment';
    loadDotEnv(file);
    expect(process.env.INKREEL_TEST_FROM_FILE).toBe('file');
    expect(process.env.INKREEL_TEST_FROM_ENV).toBe('environment');
  });

  it('does nothing when there is no .env', () => {
    expect(() => loadDotEnv(path.join(tmpdir(), 'no-such-dir', '.env'))).not.toThrow();
  });
});
