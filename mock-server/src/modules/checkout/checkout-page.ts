import escapeHtml from 'escape-html';
import { cardPage, cardPageHeaders } from '../../card-page.js';
import type { CheckoutView } from './checkout.service.js';

// The only script: a finished deposit's tab closes itself (browsers allow it for a tab a script
// opened, as the wallet does) and offers a Close button; if the browser refuses, it says so.
const CLOSE_SCRIPT = `(function(){var b=document.getElementById('close-tab'),h=document.getElementById('close-hint');if(!b||!h)return;b.hidden=false;function tryClose(){window.close();setTimeout(function(){h.hidden=false;},400);}b.addEventListener('click',tryClose);setTimeout(function(){window.close();},1500);})();`;

/** Every checkout page's headers: forms only to here and the client, the one script by hash. */
export const pageHeaders = (clientOrigin: string) => cardPageHeaders([clientOrigin], CLOSE_SCRIPT);

const page = (title: string, body: string, script?: string) =>
  cardPage({
    title,
    brand: 'Inkreel · Checkout',
    body,
    fine: 'Test checkout of the Inkreel mock provider. No real money is charged.',
    ...(script ? { script } : {}),
  });

const STATUS_TEXT: Record<Exclude<CheckoutView['status'], 'pending'>, string> = {
  paid: 'This payment has already been completed.',
  cancelled: 'This payment was cancelled and can no longer be paid.',
  expired: 'This payment has expired and can no longer be paid.',
  declined: 'This payment was declined. Nothing was charged.',
};

/** A settled deposit's own page: the tab the wallet opened says so and closes itself. */
const DEPOSIT_DONE: Partial<Record<CheckoutView['status'], [string, (amount: string) => string]>> =
  {
    paid: [
      'Payment complete',
      (amount) =>
        `${amount} were added to your Inkreel wallet. Your Inkreel tab shows the new balance when you return to it.`,
    ],
    cancelled: [
      'Payment cancelled',
      () => 'Nothing was charged. You can start a new deposit from your Inkreel wallet.',
    ],
    // The fault lab's payment-declined scenario.
    declined: [
      'Payment declined',
      () =>
        'The payment was declined. Nothing was charged and nothing was added to your Inkreel wallet.',
    ],
  };

/** The payment itself: what is bought, for how much, with Pay and Cancel. */
export function checkoutPage(view: CheckoutView, backLink: string): string {
  const amount = escapeHtml(view.amountLabel);
  const done = view.kind === 'deposit' ? DEPOSIT_DONE[view.status] : undefined;
  if (done) {
    // The user goes back to the Inkreel tab they came from instead of getting a second one.
    const [heading, text] = done;
    return page(
      `${heading} – ${view.title}`,
      `<h1>${heading}</h1>
<p class="amount">${amount}</p>
<p class="done" role="status">${escapeHtml(text(view.amountLabel))}</p>
<button id="close-tab" class="primary" type="button" hidden>Close this tab</button>
<p id="close-hint" class="meta" hidden>Your browser kept this tab open. Close it and go back to the Inkreel tab.</p>
<noscript><p class="meta">You can close this tab and go back to the Inkreel tab.</p></noscript>`,
      CLOSE_SCRIPT,
    );
  }
  const heading = `<h1>${escapeHtml(view.title)}</h1>\n<p class="amount">${amount}</p>`;
  if (view.status !== 'pending') {
    return page(
      `${view.title} – ${view.status}`,
      `${heading}
<p class="notice" role="status">${escapeHtml(STATUS_TEXT[view.status])}</p>
<a class="link" href="${escapeHtml(backLink)}">Back to Inkreel</a>`,
    );
  }
  const id = encodeURIComponent(view.id);
  const expires = new Date(view.expiresAt).toUTCString();
  return page(
    `Pay ${view.amountLabel} – ${view.title}`,
    `${heading}
<p class="meta">Payment ${escapeHtml(view.id)} · open until ${escapeHtml(expires)}</p>
<div class="actions">
<form method="post" action="/checkout/${id}/pay"><button class="primary" type="submit">Pay</button></form>
<form method="post" action="/checkout/${id}/cancel"><button type="submit">Cancel</button></form>
</div>`,
  );
}

export const notFoundPage = (clientOrigin: string) =>
  page(
    'Payment not found',
    `<h1>Payment not found</h1>
<p class="notice" role="status">There is no payment with this link. It may have been mistyped.</p>
<a class="link" href="${escapeHtml(clientOrigin)}">Back to Inkreel</a>`,
  );
