import { Router } from 'express';
import { journalQuerySchema, type JournalQuery } from '@inkreel/shared';
import type { AppDeps } from '../../deps.js';
import { devPanelPage, mailboxPage, PANEL_HEADERS } from './dev-panel-page.js';
import { readPage } from './dev-panel-pager.js';

/** Fixed texts only: the query string picks one, it is never echoed. */
const NOTICES: Record<string, string> = {
  switched: 'Scenario switched.',
  reset: 'Data restored from the seed; the scenario is normal again.',
};

/** Empty fields of the filter form mean "any". */
function readFilter(query: Record<string, unknown>): {
  filter: JournalQuery;
  error: string | null;
} {
  const present = Object.fromEntries(
    ['method', 'path', 'status', 'scenario']
      .map((key) => [key, query[key]] as const)
      .filter(([, value]) => typeof value === 'string' && value.trim() !== '')
      .map(([key, value]) => [key, (value as string).trim()]),
  );
  const parsed = journalQuerySchema.safeParse(present);
  if (parsed.success) return { filter: parsed.data, error: null };
  const issue = parsed.error.issues[0];
  return { filter: {}, error: `Filter not applied: ${issue?.message ?? 'invalid filter'}` };
}

/**
 * GET /__dev: the developer panel (scenario switch, mailbox, reset, journal); GET /__dev/mailbox
 * as a page for a browser. Mounted before the JSON calls: a request that does not prefer HTML
 * (fetch's default `*\/*`, `Accept: application/json`) goes on to the mailbox's JSON.
 */
export function createDevPanelRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/__dev', (req, res) => {
    const { filter, error } = readFilter(req.query);
    const done = typeof req.query.done === 'string' ? req.query.done : '';
    res
      .status(200)
      .set(PANEL_HEADERS)
      .send(
        devPanelPage({
          active: deps.faults.active(),
          mail: deps.outbox.list(),
          entries: deps.faults.journal.list(filter),
          filter,
          filterError: error,
          notice: NOTICES[done] ?? null,
          journalPage: readPage(req.query.page),
        }),
      );
  });
  router.get('/__dev/mailbox', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    res
      .status(200)
      .set(PANEL_HEADERS)
      .vary('Accept')
      .send(mailboxPage(deps.outbox.list(), readPage(req.query.page)));
  });
  return router;
}
