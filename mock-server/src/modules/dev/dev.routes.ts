import { Router, type Request, type RequestHandler } from 'express';
import {
  devCalls,
  ErrorCode,
  journalQuerySchema,
  reportDevCalls,
  type ScenarioName,
} from '@inkreel/shared';
import type { Logger } from 'pino';
import type { Store } from '../../db/store.js';
import type { Env } from '../../env.js';
import type { Outbox } from '../../mail/outbox.js';
import { seedStore } from '../../seed/seed.js';
import { DomainError } from '../../domain-error.js';
import { dismissReport, hideReported, openReports } from '../comments/comments.service.js';
import type { Faults } from '../faults/faults.service.js';
import { HttpError } from '../../http/http-error.js';
import { route, validateInput } from '../../http/route.js';
import { devPanelPage, mailboxPage, PANEL_HEADERS, readPage } from './dev-panel-page.js';

/** Health is always on; the /__dev routes only when MOCK_DEV_ROUTES is true. */
export function createHealthRouter(): Router {
  const router = Router();
  route(router, devCalls.health, () => ({ status: 'ok' as const, uptime: process.uptime() }));
  return router;
}

/** Fixed texts only: the query string picks one, it is never echoed. */
const NOTICES: Record<string, string> = {
  switched: 'Scenario switched.',
  reset: 'Data restored from the seed; the scenario is normal again.',
  hidden: 'Comment hidden; its reports are closed.',
  dismissed: 'Report dismissed.',
  closed: 'That report was already closed.',
};

/** The panel's journal filter: empty fields mean "any"; a bad one is said, not applied. */
function readFilter(query: Record<string, unknown>) {
  const present = Object.fromEntries(
    ['method', 'path', 'status', 'scenario'].flatMap((key) => {
      const value = query[key];
      return typeof value === 'string' && value.trim() !== '' ? [[key, value.trim()]] : [];
    }),
  );
  const parsed = journalQuerySchema.safeParse(present);
  if (parsed.success) return { filter: parsed.data, error: null };
  return {
    filter: {},
    error: `Filter not applied: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
  };
}

/**
 * A panel form's post: the same work as the JSON call, answered with a redirect back to the
 * panel (with `done`'s notice, or the one `act` names); a JSON post goes on to the call's route.
 */
const panelForm =
  (done: string, act: (req: Request) => unknown): RequestHandler =>
  async (req, res, next) => {
    if (!req.is('application/x-www-form-urlencoded')) return next();
    const named = await act(req);
    res.redirect(
      303,
      `/__dev?done=${typeof named === 'string' && named in NOTICES ? named : done}`,
    );
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
  const message = 'Developer routes only take posts from this server';
  next(new HttpError(403, ErrorCode.XSRF_MISMATCH, message));
};

export function createDevRouter(deps: {
  store: Store;
  env: Pick<Env, 'PASSWORD_HASH_COST'>;
  logger: Logger;
  outbox: Outbox;
  faults: Faults;
}): Router {
  const router = Router();
  const { faults, outbox } = deps;
  router.use('/__dev', sameOriginOnly);

  router.get('/__dev', (req, res) => {
    const { filter, error } = readFilter(req.query);
    const done = typeof req.query.done === 'string' ? req.query.done : '';
    const page = devPanelPage({
      active: faults.active(),
      mail: outbox.list(),
      reports: openReports(deps.store),
      entries: faults.journal.list(filter),
      filter,
      filterError: error,
      notice: NOTICES[done] ?? null,
      journalPage: readPage(req.query.page),
    });
    res.status(200).set(PANEL_HEADERS).send(page);
  });
  // A browser gets the mailbox as a page; a request that does not prefer HTML (fetch's default
  // `*/*`, `Accept: application/json`) goes on to the JSON call.
  router.get('/__dev/mailbox', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    const page = mailboxPage(outbox.list(), readPage(req.query.page));
    res.status(200).set(PANEL_HEADERS).vary('Accept').send(page);
  });
  // Newest first, as the mailbox page lists them.
  route(router, devCalls.mailbox, () => ({ messages: [...outbox.list()].reverse() }));

  // Restores the seed: every record and DATA_DIR/media (uploads included) go back to fixtures/,
  // the outbox is emptied, and the fault lab goes back to the normal scenario.
  const reset = async () => {
    const summary = await seedStore(deps.store, {
      reset: true,
      hashCost: deps.env.PASSWORD_HASH_COST,
    });
    outbox.clear();
    faults.set('normal');
    return summary;
  };
  const setScenario = (name: ScenarioName) => {
    faults.set(name);
    deps.logger.info({ scenario: name }, 'fault scenario switched');
  };
  router.post(devCalls.reset.path, panelForm('reset', reset));
  route(router, devCalls.reset, async () => {
    const s = await reset();
    return {
      message: `Seed restored: ${s.videos} videos, ${s.audios} audio tracks, ${s.books} books; scenario normal`,
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

  // Reported comments: the developer stands in for the provider's moderators.
  route(router, reportDevCalls.reports, () => ({ reports: openReports(deps.store) }));
  for (const [call, act, done] of [
    [reportDevCalls.hide, hideReported, 'hidden'],
    [reportDevCalls.dismiss, dismissReport, 'dismissed'],
  ] as const) {
    // From the panel's form, a report closed meanwhile (another tab) is said, not a JSON error.
    router.post(
      call.path,
      panelForm(done, (req) =>
        act(deps.store, validateInput(call, req).params.id).then(
          () => done,
          (error: unknown) => {
            if (error instanceof DomainError && error.code === ErrorCode.NOT_FOUND) return 'closed';
            throw error;
          },
        ),
      ),
    );
    route(router, call, async ({ params }) => ({ message: await act(deps.store, params.id) }));
  }
  return router;
}
