import { createTestApp, type TestApp } from './test-app.js';
import { seedStore, type SeedSummary } from '../seed/seed.js';

/** A test app on a fresh temporary DATA_DIR holding the full seed from fixtures/. */
export async function createSeededTestApp(
  env: Record<string, string> = {},
): Promise<TestApp & { seed: SeedSummary }> {
  const t = await createTestApp(env);
  const seed = await seedStore(t.deps.store, {
    reset: true,
    hashCost: t.deps.env.PASSWORD_HASH_COST,
  });
  return { ...t, seed };
}
