import { Router, type Request, type RequestHandler } from 'express';
import { devCalls, ErrorCode, type ScenarioName } from '@inkreel/shared';
import { seedStore } from '../../seed/seed.js';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/http-error.js';
import { route, validateInput } from '../../http/route.js';
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

/**
 * A panel form's post: the same work as the JSON call, answered with a redirect back to the
 * panel; a JSON post goes on to the call's route.
 */
const panelForm =
  (done: string, act: (req: Request) => unknown): RequestHandler =>
  async (req, res, next) => {
    if (!fromPanelForm(req)) return next();
    await act(req);
    res.redirect(303, `/__dev?done=${done}`);
  };

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
  // First: it answers GET /__dev/mailbox for browsers, and passes JSON callers on.
  router.use(createDevPanelRouter(deps));
  route(router, devCalls.mailbox, () => ({ messages: [...deps.outbox.list()] }));
  // Restores the seed: every record and DATA_DIR/media (uploads included) go back to fixtures/,
  // the outbox is emptied, and the fault lab goes back to the normal scenario.
  const reset = async () => {
    const summary = await seedStore(deps.store, {
      reset: true,
      hashCost: deps.env.PASSWORD_HASH_COST,
    });
    deps.outbox.clear();
    faults.set('normal');
    return summary;
  };
  const setScenario = (name: ScenarioName) => {
    faults.set(name);
    deps.logger.info({ scenario: name }, 'fault scenario switched');
  };
  router.post(devCalls.reset.path, panelForm('reset', reset));
  route(router, devCalls.reset, async () => {
    const summary = await reset();
    return {
      message: `Seed restored: ${summary.videos} videos, ${summary.audios} audio tracks, ${summary.books} books; scenario normal`,
    };
  });
  route(router, devCalls.scenarios, () => ({ active: faults.active(), scenarios: faults.list() }));
  router.post(
    devCalls.setScenario.path,
    panelForm('switched', (req) => setScenario(validateInput(devCalls.setScenario, req).body.name)),
  );
  route(router, devCalls.setScenario, ({ body }) => {
    setScenario(body.name);
    return { active: body.name, message: `Scenario ${body.name} is active` };
  });
  route(router, devCalls.journal, ({ query }) => ({ entries: faults.journal.list(query) }));
  return router;
}
