// `npm run seed` (add `-- --reset` to wipe DATA_DIR/media first): writes the seed into DATA_DIR.
import { loadEnv } from '../env.js';
import { seedStore } from './seed.js';
import { openStore } from '../db/store.js';

async function main(): Promise<void> {
  const env = loadEnv();
  const reset = process.argv.includes('--reset');
  const store = await openStore(env.DATA_DIR);
  const started = Date.now();
  const summary = await seedStore(store, { reset, hashCost: env.PASSWORD_HASH_COST });
  console.log(
    `Seeded ${env.DATA_DIR}${reset ? ' (reset)' : ''} in ${Date.now() - started} ms: ` +
      `${summary.users} accounts, ${summary.videos} videos, ${summary.audios} audio tracks, ` +
      `${summary.books} books, ${summary.stories} stories, ${summary.poems} poems`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
