import escapeHtml from 'escape-html';
import type { OpenReport } from '@inkreel/shared';

const e = (value: string | number | undefined) => escapeHtml(String(value ?? ''));

const KIND_NAMES = { video: 'video', audio: 'track', book: 'book', story: 'story', poem: 'poem' };

/** The longest part of a comment the panel shows; the rest is cut with an ellipsis. */
const SHOWN = 600;

function reportItem(r: OpenReport): string {
  const text =
    r.comment.text.length > SHOWN ? `${r.comment.text.slice(0, SHOWN)}…` : r.comment.text;
  const note = r.note ? ` — “${e(r.note)}”` : '';
  return `<li><article class="report" aria-label="Report of a comment by ${e(r.comment.author.name)}">
<p><strong>${e(r.comment.author.name)}</strong> on the ${e(KIND_NAMES[r.comment.kind])} <strong>${e(r.comment.itemTitle)}</strong></p>
<blockquote><pre>${e(text)}</pre></blockquote>
<p class="muted">Reported by ${e(r.reporter.name)} as <strong>${e(r.reason)}</strong>${note} · <time datetime="${e(r.createdAt)}">${e(r.createdAt.replace('T', ' ').slice(0, 16))} UTC</time></p>
<div class="actions">
<form method="post" action="/__dev/reports/${e(r._id)}/hide"><button type="submit" class="danger">Hide comment</button></form>
<form method="post" action="/__dev/reports/${e(r._id)}/dismiss"><button type="submit">Dismiss report</button></form>
</div>
</article></li>`;
}

/**
 * The panel's Reports section: the comments people reported, oldest first, each with Hide (the
 * comment disappears for everyone but its author) and Dismiss. Plain forms, as the rest of the
 * panel: the provider's staff stand-in needs no script.
 */
export function reportsSection(reports: readonly OpenReport[]): string {
  const list =
    reports.length === 0
      ? '<p class="muted">No open reports.</p>'
      : `<ul class="reports">${reports.map(reportItem).join('\n')}</ul>`;
  return `<section aria-labelledby="reports-title">
<h2 id="reports-title">Reported comments</h2>
<p class="muted">What people reported, oldest first: you stand in for the provider's moderators. JSON at <a href="/__dev/reports">/__dev/reports</a>.</p>
${list}
</section>`;
}
