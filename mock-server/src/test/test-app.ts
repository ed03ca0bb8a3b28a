import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import pino from 'pino';
import { createApp } from '../app.js';
import type { AppDeps } from '../app-deps.js';
import { createDeps } from '../deps.js';
import { loadEnv } from '../env.js';

export interface TestApp {
  app: Express;
  deps: AppDeps;
  dataDir: string;
  cleanup(): Promise<void>;
}

/** A fresh app on an empty temporary DATA_DIR, with logging off and cheap password hashes. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'inkreel-test-'));
  const parsed = loadEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'x'.repeat(40),
    // scrypt at N=2^10, not the default 2^17: seconds saved per hash. password.test.ts holds the
    // default's own test; pass PASSWORD_HASH_COST to override.
    PASSWORD_HASH_COST: '10',
    // Processing steps still go out in order, without the seconds a person would watch.
    PROCESSING_MS: '40',
    ...env,
  });
  const deps = await createDeps(parsed, pino({ level: 'silent' }));
  return {
    app: createApp(deps),
    deps,
    dataDir,
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}
