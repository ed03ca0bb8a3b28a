import escapeHtml from 'escape-html';
import type { MailMessage } from '@inkreel/shared';

const e = (value: string) => escapeHtml(value);

/** Web addresses in a message's plain text; only these become links (no other scheme). */
const WEB_LINK = /https?:\/\/[^\s<>"']+/g;

/** A message's plain text, escaped, with every web address in it as a link to click. */
export function linkedText(text: string): string {
  let html = '';
  let last = 0;
  for (const found of text.matchAll(WEB_LINK)) {
    // A sentence's full stop or closing bracket is not part of the address.
    const url = found[0].replace(/[.,;:!?)\]]+$/, '');
    html += e(text.slice(last, found.index));
    html += `<a href="${e(url)}" rel="noreferrer">${e(url)}</a>`;
    last = found.index + url.length;
  }
  return html + e(text.slice(last));
}

/** Messages newest first, each open: subject, recipient, time and its text with live links. */
export function mailList(messages: readonly MailMessage[]): string {
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
