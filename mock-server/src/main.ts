import { existsSync } from 'node:fs';
import { describeBinding } from '@inkreel/shared';
import path from 'node:path';
import { buildServer } from './build-server.js';
import { DB_FILE } from './db/store.js';
import { seedStore } from './seed/seed.js';
import { createDeps } from './deps.js';
import { loadDotEnv, loadEnv } from './env.js';
import { createLogger } from './logger.js';

async function main(): Promise<void> {
  loadDotEnv();
  const env = loadEnv();
  // An empty DATA_DIR (first start, a fresh test run) seeds itself from fixtures/.
  const fresh = !existsSync(path.join(env.DATA_DIR, DB_FILE));
  const deps = await createDeps(env, await createLogger(env));
  if (fresh) {
    const summary = await seedStore(deps.store, { reset: true, hashCost: env.PASSWORD_HASH_COST });
    deps.logger.info(summary, 'Seeded an empty DATA_DIR from fixtures/');
  }
  const { server, io } = buildServer(deps);
  server.listen(env.PORT, env.HOST, () => {
    const bound = describeBinding(server.address(), env.PORT);
    deps.logger.info(
      `Mock provider listening on ${bound}, reached at ${env.PUBLIC_URL} (data in ${env.DATA_DIR})`,
    );
    if (env.GOOGLE_STAND_IN)
      deps.logger.info(
        `"Continue with Google" goes to the mock's stand-in identity provider at ${env.PUBLIC_URL}/idp: test identities, and a signing key made at each start, as expected for local development (set GOOGLE_ISSUER to use Google)`,
      );
  });
  // Open sockets and keep-alive connections would hold server.close() open: end them, and
  // give in-flight replies (each sent only after its write) a moment before exiting anyway.
  // Counted views and plays still in memory are written before the process exits.
  let stopping = false;
  const exit = () => {
    if (stopping) return;
    stopping = true;
    deps.store
      .close()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'Final write failed'))
      .finally(() => deps.logger.flush(() => process.exit(0)));
  };
  const stop = () => {
    setTimeout(exit, 3000).unref();
    void io.close(exit);
    server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
