import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import {
  SCENARIOS,
  type JournalEntry,
  type JournalQuery,
  type MailMessage,
  type OpenReport,
} from '@inkreel/shared';
import { reportsSection } from './dev-panel-reports.js';
import { PANEL_STYLE } from './dev-panel-style.js';

const e = (value: string | number | null | undefined) => escapeHtml(String(value ?? ''));
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

/** Journal rows per page: a phone shows each as a small card, so a page stays a few screens. */
const JOURNAL_PER_PAGE = 25;
const MAILBOX_PER_PAGE = 20;
const METHODS = ['GET', 'POST', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Reads `?page=` leniently: anything not a whole number from 1 is the first page. */
export function readPage(value: unknown): number {
  const page = typeof value === 'string' ? Number.parseInt(value, 10) : 1;
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** The page of `items` asked for (the last one when asked past the end), with its pager. */
function paged<T>(
  items: readonly T[],
  asked: number,
  perPage: number,
  label: string,
  href: (n: number) => string,
) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const page = Math.min(asked, pages);
  const link = (n: number, text: string, rel: string) =>
    `<a href="${e(href(n))}" rel="${rel}">${text}</a>`;
  const nav =
    pages <= 1
      ? ''
      : `<nav class="pager" aria-label="${e(label)}">
${page > 1 ? link(page - 1, '← Newer', 'prev') : '<span></span>'}
<span>Page ${page} of ${pages}</span>
${page < pages ? link(page + 1, 'Older →', 'next') : '<span></span>'}
</nav>`;
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pages, nav };
}

/** A message's plain text, escaped, with every web address in it (no other scheme) a link. */
function linkedText(text: string): string {
  let html = '';
  let last = 0;
  for (const found of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    // A sentence's full stop or closing bracket is not part of the address.
    const url = found[0].replace(/[.,;:!?)\]]+$/, '');
    html += `${e(text.slice(last, found.index))}<a href="${e(url)}" rel="noreferrer">${e(url)}</a>`;
    last = found.index + url.length;
  }
  return html + e(text.slice(last));
}

/** `1 message`, `2 messages`, `No messages`. */
const countOf = (n: number, noun: string) =>
  n === 0 ? `No ${noun}s` : `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Messages newest first, each open: subject, recipient, time and its text with live links. */
function mailList(messages: readonly MailMessage[]): string {
  if (messages.length === 0) return '<p class="muted">No messages yet.</p>';
  const items = messages.map(
    (m) => `<li><article class="message" aria-label="${e(m.subject)}">
<h3>${e(m.subject)}</h3>
<p class="muted">to ${e(m.to)} · <time datetime="${e(m.sentAt)}">${e(m.sentAt.replace('T', ' ').slice(0, 19))} UTC</time></p>
<pre>${linkedText(m.text)}</pre>
</article></li>`,
  );
  return `<ul class="mail">${items.join('\n')}</ul>`;
}

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${e(value)}"${selected ? ' selected' : ''}>${e(label)}</option>`;

function journalSection(
  entries: JournalEntry[],
  filter: JournalQuery,
  error: string | null,
  asked: number,
): string {
  const href = (n: number) =>
    `/__dev?${new URLSearchParams({ ...filter, page: String(n) }).toString()}#journal-title`;
  const page = paged(entries, asked, JOURNAL_PER_PAGE, 'Journal pages', href);
  // data-label: on a phone each row is shown as a small card that names its fields.
  const rows = page.items
    .map(
      (j) =>
        `<tr class="entry"><td data-label="Time (UTC)"><time datetime="${e(j.at)}">${e(j.at.slice(11, 23))}</time></td><td data-label="Method">${e(j.method)}</td><td data-label="Path" class="path">${e(j.path)}</td><td data-label="Status" class="status s${e(Math.floor(j.status / 100))}">${j.status === 0 ? 'dropped' : e(j.status)}</td><td data-label="Time taken" class="num">${e(j.durationMs)} ms</td><td data-label="Scenario">${e(j.scenario)}</td></tr>`,
    )
    .join('\n');
  return `<section aria-labelledby="journal-title">
<h2 id="journal-title">Journal</h2>
<p class="muted">The last 200 requests, newest first (developer routes are not listed). JSON at <a href="/__dev/journal">/__dev/journal</a>.</p>
<form method="get" action="/__dev#journal-title" class="filters">
<label>Method <select name="method">${option('', 'any', !filter.method)}${METHODS.map((m) => option(m, m, filter.method === m)).join('')}</select></label>
<label>Path contains <input name="path" value="${e(filter.path)}" maxlength="200"></label>
<label>Status <input name="status" value="${e(filter.status)}" placeholder="404 or 5xx" maxlength="3" size="6"></label>
<label>Scenario <select name="scenario">${option('', 'any', !filter.scenario)}${SCENARIOS.map((s) => option(s.name, s.name, filter.scenario === s.name)).join('')}</select></label>
<button type="submit">Filter</button> <a href="/__dev#journal-title">Clear</a>
</form>
${error ? `<p class="notice" role="alert">${e(error)}</p>` : ''}
<div class="table-wrap" role="region" aria-label="Journal entries" tabindex="0"><table>
<caption>${entries.length} request(s)${page.pages > 1 ? `, page ${page.page} of ${page.pages}` : ''}</caption>
<thead><tr><th scope="col">Time (UTC)</th><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Status</th><th scope="col">Time taken</th><th scope="col">Scenario</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6" class="muted">No requests match.</td></tr>'}</tbody>
</table></div>
${page.nav}
</section>`;
}

/** A page of the panel's site: the shared head, header and style around `main`. */
const panelDocument = (title: string, main: string) => `<!doctype html>
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
<header><p class="brand">Inkreel · mock provider</p><h1>${e(title)}</h1></header>
<main>
${main}
</main>
</body>
</html>`;

/** The developer panel at /__dev: plain HTML, every value escaped, no script. */
export function devPanelPage(view: {
  active: string;
  mail: readonly MailMessage[];
  reports: readonly OpenReport[];
  entries: JournalEntry[];
  filter: JournalQuery;
  filterError: string | null;
  notice: string | null;
  journalPage: number;
}): string {
  const current = SCENARIOS.find((s) => s.name === view.active);
  const choices = SCENARIOS.map(
    (s) =>
      `<label class="choice"><input type="radio" name="name" value="${e(s.name)}"${s.name === view.active ? ' checked' : ''}><span><strong>${e(s.name)}</strong><span class="muted">${e(s.description)}</span></span></label>`,
  ).join('\n');
  return panelDocument(
    'Developer panel',
    `${view.notice ? `<p class="notice ok" role="status">${e(view.notice)}</p>` : ''}
<section aria-labelledby="scenario-title">
<h2 id="scenario-title">Scenario</h2>
<p>Active: <strong data-testid="active-scenario">${e(view.active)}</strong> — ${e(current?.description)}</p>
<form method="post" action="/__dev/scenario">
<fieldset><legend>Switch the scenario</legend>
${choices}
</fieldset>
<button type="submit">Switch scenario</button>
</form>
</section>
<section aria-labelledby="reset-title">
<h2 id="reset-title">Reset</h2>
<p>Restores every record and media file from <code>fixtures/</code> and switches back to <strong>normal</strong>.</p>
<form method="post" action="/__dev/reset"><button type="submit" class="danger">Reset data and scenario</button></form>
</section>
${reportsSection(view.reports)}
<section aria-labelledby="mail-title">
<h2 id="mail-title">Mailbox</h2>
${mailList([...view.mail].reverse().slice(0, 5))}
<p class="muted">${countOf(view.mail.length, 'message')} in all: <a href="/__dev/mailbox">open the mailbox</a> (JSON with <code>Accept: application/json</code>).</p>
</section>
${journalSection(view.entries, view.filter, view.filterError, view.journalPage)}`,
  );
}

/** GET /__dev/mailbox for a browser: every message, newest first, paged, links live. */
export function mailboxPage(mail: readonly MailMessage[], asked: number): string {
  const href = (n: number) => `/__dev/mailbox?page=${n}`;
  const page = paged([...mail].reverse(), asked, MAILBOX_PER_PAGE, 'Mailbox pages', href);
  return panelDocument(
    'Mailbox',
    `<section aria-labelledby="mailbox-title">
<h2 id="mailbox-title">${countOf(mail.length, 'message')}, newest first</h2>
<p class="muted"><a href="/__dev">← Developer panel</a>. The same list as JSON with <code>Accept: application/json</code>.</p>
${mailList(page.items)}
${page.nav}
</section>`,
  );
}
