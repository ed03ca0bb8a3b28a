import { Router } from 'express';
import { devCalls } from '@inkreel/shared';
import { seedStore } from '../../db/seed.js';
import type { AppDeps } from '../../deps.js';
import { route } from '../../http/route.js';

/** Health is always on; the /__dev routes only when MOCK_DEV_ROUTES is true. */
export function createHealthRouter(): Router {
  const router = Router();
  route(router, devCalls.health, () => ({ status: 'ok' as const, uptime: process.uptime() }));
  return router;
}

export function createDevRouter(deps: AppDeps): Router {
  const router = Router();
  route(router, devCalls.mailbox, () => ({ messages: [...deps.outbox.list()] }));
  // Restores the seed: every record and DATA_DIR/media (uploads included) go back to fixtures/.
  route(router, devCalls.reset, async () => {
    const summary = await seedStore(deps.store, { reset: true });
    deps.outbox.clear();
    return {
      message: `Seed restored: ${summary.videos} videos, ${summary.audios} audio tracks, ${summary.books} books`,
    };
  });
  return router;
}
