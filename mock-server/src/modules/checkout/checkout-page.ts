import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { CheckoutView } from './checkout.service.js';

// One constant stylesheet, so the Content-Security-Policy can allow exactly it by hash.
const STYLE = `
:root{color-scheme:light dark;--bg:#f4f4f7;--card:#fff;--text:#17171c;--muted:#5d5d6b;--border:#dcdce4;--accent:#5b3df5;--accent-text:#fff;--warn:#9a3412;--warn-bg:#fff3e8}
@media (prefers-color-scheme:dark){:root{--bg:#0f0f14;--card:#1b1b23;--text:#ececf1;--muted:#a0a0b0;--border:#30303c;--accent:#8c75ff;--accent-text:#0f0f14;--warn:#fdba74;--warn-bg:#2a1a0e}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:420px;background:var(--card);border:1px solid var(--border);border-radius:16px;padding:28px;box-shadow:0 10px 30px rgba(0,0,0,.12)}
.brand{margin:0 0 20px;font-size:14px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--muted)}
h1{margin:0 0 6px;font-size:22px}
.amount{margin:0 0 18px;font-size:32px;font-weight:700}
.meta{margin:0 0 22px;color:var(--muted);font-size:14px}
.notice{margin:0 0 22px;padding:12px 14px;border-radius:10px;background:var(--warn-bg);color:var(--warn)}
.actions{display:flex;gap:12px}
.actions form{flex:1;margin:0}
button,.link{display:block;width:100%;padding:12px 16px;border-radius:10px;border:1px solid var(--border);background:transparent;color:var(--text);font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button.pay{background:var(--accent);border-color:var(--accent);color:var(--accent-text)}
button:focus-visible,.link:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.fine{margin:20px 0 0;font-size:12px;color:var(--muted)}
.done{margin:0 0 22px;padding:12px 14px;border-radius:10px;border:1px solid var(--border)}
[hidden]{display:none!important}
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

// The only script: a finished deposit's tab closes itself (browsers allow it for a tab a script
// opened, as the wallet does) and offers a Close button; if the browser refuses, it says so.
const CLOSE_SCRIPT = `(function(){var b=document.getElementById('close-tab'),h=document.getElementById('close-hint');if(!b||!h)return;b.hidden=false;function tryClose(){window.close();setTimeout(function(){h.hidden=false;},400);}b.addEventListener('click',tryClose);setTimeout(function(){window.close();},1500);})();`;
const SCRIPT_HASH = createHash('sha256').update(CLOSE_SCRIPT).digest('base64');

/**
 * Headers for every checkout page on top of the app's security headers: its one stylesheet and
 * one known script, no framing, and forms only to here and the client.
 */
export function pageHeaders(clientOrigin: string): Record<string, string> {
  const client = new URL(clientOrigin).origin;
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; script-src 'sha256-${SCRIPT_HASH}'; form-action 'self' ${client}; frame-ancestors 'none'; base-uri 'none'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

function layout(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Inkreel · Checkout</p>
${body}
<p class="fine">Test checkout of the Inkreel mock provider. No real money is charged.</p>
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>`;
}

const STATUS_TEXT: Record<Exclude<CheckoutView['status'], 'pending'>, string> = {
  paid: 'This payment has already been completed.',
  cancelled: 'This payment was cancelled and can no longer be paid.',
  expired: 'This payment has expired and can no longer be paid.',
  declined: 'This payment was declined. Nothing was charged.',
};

type DepositDone = 'paid' | 'cancelled' | 'declined';

const DEPOSIT_DONE: Record<DepositDone, { heading: string; text: (amount: string) => string }> = {
  paid: {
    heading: 'Payment complete',
    text: (amount) =>
      `${amount} were added to your Inkreel wallet. Your Inkreel tab shows the new balance when you return to it.`,
  },
  cancelled: {
    heading: 'Payment cancelled',
    text: () => 'Nothing was charged. You can start a new deposit from your Inkreel wallet.',
  },
  // The fault lab's payment-declined scenario.
  declined: {
    heading: 'Payment declined',
    text: () =>
      'The payment was declined. Nothing was charged and nothing was added to your Inkreel wallet.',
  },
};

const isDepositDone = (status: CheckoutView['status']): status is DepositDone =>
  status === 'paid' || status === 'cancelled' || status === 'declined';

/**
 * A settled deposit: the tab the wallet opened says so and closes itself (or offers to), so the
 * user goes back to the Inkreel tab they came from instead of getting a second one.
 */
function depositDonePage(view: CheckoutView, status: DepositDone): string {
  const done = DEPOSIT_DONE[status];
  return layout(
    `${done.heading} – ${view.title}`,
    `<h1>${done.heading}</h1>
<p class="amount">${escapeHtml(view.amountLabel)}</p>
<p class="done" role="status">${escapeHtml(done.text(view.amountLabel))}</p>
<button id="close-tab" class="pay" type="button" hidden>Close this tab</button>
<p id="close-hint" class="meta" hidden>Your browser kept this tab open. Close it and go back to the Inkreel tab.</p>
<noscript><p class="meta">You can close this tab and go back to the Inkreel tab.</p></noscript>`,
    CLOSE_SCRIPT,
  );
}

/** The payment itself: what is bought, for how much, with Pay and Cancel. */
export function checkoutPage(view: CheckoutView, backLink: string): string {
  const heading = `<h1>${escapeHtml(view.title)}</h1>
<p class="amount">${escapeHtml(view.amountLabel)}</p>`;
  if (view.kind === 'deposit' && isDepositDone(view.status)) {
    return depositDonePage(view, view.status);
  }
  if (view.status !== 'pending') {
    return layout(
      `${view.title} – ${view.status}`,
      `${heading}
<p class="notice" role="status">${escapeHtml(STATUS_TEXT[view.status])}</p>
<a class="link" href="${escapeHtml(backLink)}">Back to Inkreel</a>`,
    );
  }
  const id = encodeURIComponent(view.id);
  const expires = new Date(view.expiresAt).toUTCString();
  return layout(
    `Pay ${view.amountLabel} – ${view.title}`,
    `${heading}
<p class="meta">Payment ${escapeHtml(view.id)} · open until ${escapeHtml(expires)}</p>
<div class="actions">
<form method="post" action="/checkout/${id}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/checkout/${id}/cancel"><button type="submit">Cancel</button></form>
</div>`,
  );
}

export function notFoundPage(clientOrigin: string): string {
  return layout(
    'Payment not found',
    `<h1>Payment not found</h1>
<p class="notice" role="status">There is no payment with this link. It may have been mistyped.</p>
<a class="link" href="${escapeHtml(clientOrigin)}">Back to Inkreel</a>`,
  );
}
