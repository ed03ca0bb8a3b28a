import { Router, type Request, type RequestHandler, type Response } from 'express';
import { devCalls, ErrorCode } from '@inkreel/shared';
import { seedStore } from '../../seed/seed.js';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/http-error.js';
import { route } from '../../http/route.js';
import { createDevPanelRouter } from './dev-panel.routes.js';

/** Health is always on; the /__dev routes only when MOCK_DEV_ROUTES is true. */
export function createHealthRouter(): Router {
  const router = Router();
  route(router, devCalls.health, () => ({ status: 'ok' as const, uptime: process.uptime() }));
  return router;
}

/** The panel's forms post here too: they are answered with a redirect back to the panel. */
const fromPanelForm = (req: Request) =>
  req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

function backToPanel(res: Response, done: string): undefined {
  res.redirect(303, `/__dev?done=${done}`);
  return undefined;
}

/**
 * A page elsewhere must not drive these routes through a visitor's browser: a browser's POST from
 * another origin says so in Origin (JSON posts from other origins already need a CORS preflight).
 */
const sameOriginOnly: RequestHandler = (req, _res, next) => {
  const origin = req.headers.origin;
  if (req.method !== 'POST' || !origin || origin === `${req.protocol}://${req.get('host')}`) {
    return next();
  }
  next(
    new HttpError(
      403,
      ErrorCode.XSRF_MISMATCH,
      'Developer routes only take posts from this server',
    ),
  );
};

export function createDevRouter(deps: AppDeps): Router {
  const router = Router();
  const { faults } = deps;
  router.use('/__dev', sameOriginOnly);
  route(router, devCalls.mailbox, () => ({ messages: [...deps.outbox.list()] }));
  // Restores the seed: every record and DATA_DIR/media (uploads included) go back to fixtures/,
  // the outbox is emptied, and the fault lab goes back to the normal scenario.
  route(router, devCalls.reset, async (_input, req, res) => {
    const summary = await seedStore(deps.store, { reset: true });
    deps.outbox.clear();
    faults.set('normal');
    if (fromPanelForm(req)) return backToPanel(res, 'reset');
    return {
      message: `Seed restored: ${summary.videos} videos, ${summary.audios} audio tracks, ${summary.books} books; scenario normal`,
    };
  });
  route(router, devCalls.scenarios, () => ({ active: faults.active(), scenarios: faults.list() }));
  route(router, devCalls.setScenario, ({ body }, req, res) => {
    faults.set(body.name);
    deps.logger.info({ scenario: body.name }, 'fault scenario switched');
    if (fromPanelForm(req)) return backToPanel(res, 'switched');
    return { active: body.name, message: `Scenario ${body.name} is active` };
  });
  route(router, devCalls.journal, ({ query }) => ({ entries: faults.journal.list(query) }));
  router.use(createDevPanelRouter(deps));
  return router;
}
