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
