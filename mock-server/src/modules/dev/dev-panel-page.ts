import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import {
  SCENARIOS,
  type JournalEntry,
  type JournalQuery,
  type MailMessage,
  type ScenarioName,
} from '@inkreel/shared';
import { mailList } from './dev-panel-mail.js';
import { pageOf, pagerNav, type Paged } from './dev-panel-pager.js';
import { PANEL_STYLE } from './dev-panel-style.js';

const STYLE_HASH = createHash('sha256').update(PANEL_STYLE).digest('base64');

/** No script at all; styles only by hash; forms only to this server; never framed. */
export const PANEL_HEADERS: Record<string, string> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
  // Not no-referrer: with it, Chromium sends `Origin: null` on the panel's own form posts, and
  // the dev routes refuse posts whose Origin is not this server.
  'Referrer-Policy': 'same-origin',
  'X-Content-Type-Options': 'nosniff',
};

export interface PanelView {
  active: ScenarioName;
  mail: readonly MailMessage[];
  entries: JournalEntry[];
  filter: JournalQuery;
  filterError: string | null;
  notice: string | null;
  /** The journal page asked for (`?page=`), 1 first. */
  journalPage: number;
}

/** Journal rows per page: a phone shows each as a small card, so a page stays a few screens. */
export const JOURNAL_PER_PAGE = 25;
/** Messages the panel shows open; the mailbox page has every one. */
export const PANEL_MAIL = 5;
export const MAILBOX_PER_PAGE = 20;

const e = (value: string | number | null | undefined) => escapeHtml(String(value ?? ''));
const METHODS = ['GET', 'POST', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function option(value: string, label: string, selected: boolean): string {
  return `<option value="${e(value)}"${selected ? ' selected' : ''}>${e(label)}</option>`;
}

function scenarioSection(active: ScenarioName): string {
  const current = SCENARIOS.find((s) => s.name === active);
  const choices = SCENARIOS.map(
    (s) =>
      `<label class="choice"><input type="radio" name="name" value="${e(s.name)}"${
        s.name === active ? ' checked' : ''
      }><span><strong>${e(s.name)}</strong><span class="muted">${e(s.description)}</span></span></label>`,
  ).join('\n');
  return `<section aria-labelledby="scenario-title">
<h2 id="scenario-title">Scenario</h2>
<p>Active: <strong data-testid="active-scenario">${e(active)}</strong> — ${e(current?.description)}</p>
<form method="post" action="/__dev/scenario">
<fieldset><legend>Switch the scenario</legend>
${choices}
</fieldset>
<button type="submit">Switch scenario</button>
</form>
</section>`;
}

function resetSection(): string {
  return `<section aria-labelledby="reset-title">
<h2 id="reset-title">Reset</h2>
<p>Restores every record and media file from <code>fixtures/</code> and switches back to <strong>normal</strong>.</p>
<form method="post" action="/__dev/reset"><button type="submit" class="danger">Reset data and scenario</button></form>
</section>`;
}

function mailSection(mail: readonly MailMessage[]): string {
  const newest = [...mail].reverse().slice(0, PANEL_MAIL);
  return `<section aria-labelledby="mail-title">
<h2 id="mail-title">Mailbox</h2>
${mailList(newest)}
<p class="muted">${mail.length} message(s) in all: <a href="/__dev/mailbox">open the mailbox</a> (JSON with <code>Accept: application/json</code>).</p>
</section>`;
}

function filterForm(filter: JournalQuery, error: string | null): string {
  return `<form method="get" action="/__dev#journal-title" class="filters">
<label>Method <select name="method">${option('', 'any', !filter.method)}${METHODS.map((m) => option(m, m, filter.method === m)).join('')}</select></label>
<label>Path contains <input name="path" value="${e(filter.path)}" maxlength="200"></label>
<label>Status <input name="status" value="${e(filter.status)}" placeholder="404 or 5xx" maxlength="3" size="6"></label>
<label>Scenario <select name="scenario">${option('', 'any', !filter.scenario)}${SCENARIOS.map((s) => option(s.name, s.name, filter.scenario === s.name)).join('')}</select></label>
<button type="submit">Filter</button> <a href="/__dev#journal-title">Clear</a>
</form>
${error ? `<p class="notice" role="alert">${e(error)}</p>` : ''}`;
}

/** Page n of the journal with the filter kept, back at the journal's heading. */
function journalHref(filter: JournalQuery, page: number): string {
  const query = new URLSearchParams({ ...filter, page: String(page) });
  return `/__dev?${query.toString()}#journal-title`;
}

function journalSection(
  paged: Paged<JournalEntry>,
  total: number,
  filter: JournalQuery,
  error: string | null,
): string {
  const rows = paged.items
    .map(
      (j) =>
        // data-label: on a phone each row is shown as a small card that names its fields.
        `<tr class="entry"><td data-label="Time (UTC)"><time datetime="${e(j.at)}">${e(j.at.slice(11, 23))}</time></td><td data-label="Method">${e(j.method)}</td><td data-label="Path" class="path">${e(j.path)}</td><td data-label="Status" class="status s${e(Math.floor(j.status / 100))}">${j.status === 0 ? 'dropped' : e(j.status)}</td><td data-label="Time taken" class="num">${e(j.durationMs)} ms</td><td data-label="Scenario">${e(j.scenario)}</td></tr>`,
    )
    .join('\n');
  return `<section aria-labelledby="journal-title">
<h2 id="journal-title">Journal</h2>
<p class="muted">The last 200 requests, newest first (developer routes are not listed). JSON at <a href="/__dev/journal">/__dev/journal</a>.</p>
${filterForm(filter, error)}
<div class="table-wrap" role="region" aria-label="Journal entries" tabindex="0"><table>
<caption>${total} request(s)${paged.pages > 1 ? `, page ${paged.page} of ${paged.pages}` : ''}</caption>
<thead><tr><th scope="col">Time (UTC)</th><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Status</th><th scope="col">Time taken</th><th scope="col">Scenario</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6" class="muted">No requests match.</td></tr>'}</tbody>
</table></div>
${pagerNav(paged, 'Journal pages', (n) => journalHref(filter, n))}
</section>`;
}

/** A page of the panel's site: the shared head, header and style around `main`. */
function panelDocument(title: string, heading: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<link rel="icon" href="data:,">
<title>${e(title)} · Inkreel mock provider</title>
<style>${PANEL_STYLE}</style>
</head>
<body>
<header><p class="brand">Inkreel · mock provider</p><h1>${e(heading)}</h1></header>
<main>
${main}
</main>
</body>
</html>`;
}

/** The developer panel at /__dev: plain HTML, every value escaped, no script. */
export function devPanelPage(view: PanelView): string {
  const paged = pageOf(view.entries, view.journalPage, JOURNAL_PER_PAGE);
  return panelDocument(
    'Developer panel',
    'Developer panel',
    `${view.notice ? `<p class="notice ok" role="status">${e(view.notice)}</p>` : ''}
${scenarioSection(view.active)}
${resetSection()}
${mailSection(view.mail)}
${journalSection(paged, view.entries.length, view.filter, view.filterError)}`,
  );
}

/** GET /__dev/mailbox for a browser: every message, newest first, paged, links live. */
export function mailboxPage(mail: readonly MailMessage[], page: number): string {
  const paged = pageOf([...mail].reverse(), page, MAILBOX_PER_PAGE);
  return panelDocument(
    'Mailbox',
    'Mailbox',
    `<section aria-labelledby="mailbox-title">
<h2 id="mailbox-title">${mail.length} message(s), newest first</h2>
<p class="muted"><a href="/__dev">← Developer panel</a>. The same list as JSON with <code>Accept: application/json</code>.</p>
${mailList(paged.items)}
${pagerNav(paged, 'Mailbox pages', (n) => `/__dev/mailbox?page=${n}`)}
</section>`,
  );
}
