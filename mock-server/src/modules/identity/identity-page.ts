import escapeHtml from 'escape-html';
import { cardPage } from '../../card-page.js';
import { TEST_IDENTITIES, type Identity } from './identity-provider.js';

const accountForm = (action: string, email: string, name: string) =>
  `<form method="post" action="${action}"><input type="hidden" name="email" value="${escapeHtml(email)}"><input type="hidden" name="name" value="${escapeHtml(name)}"><button class="account" type="submit">${escapeHtml(name)}<small>${escapeHtml(email)}</small></button></form>`;

/**
 * The sign-in page, an account chooser: the account this browser used before (`recent`), the test
 * identities, or an e-mail and a name typed in; or cancel.
 */
export function signInPage(
  uid: string,
  clientName: string,
  { problem, recent }: { problem?: string; recent?: Identity } = {},
): string {
  const base = `/idp/interaction/${encodeURIComponent(uid)}`;
  const offered = [
    ...(recent ? [recent] : []),
    ...TEST_IDENTITIES.filter((id) => id.email !== recent?.email),
  ];
  return cardPage({
    title: 'Sign in – Google stand-in',
    brand: 'Google stand-in · Sign in',
    body: `<h1>Choose an account</h1>
<p class="meta">to continue to ${escapeHtml(clientName)}</p>
${offered.map((id) => accountForm(`${base}/login`, id.email, id.name)).join('\n')}
<h2>Or use another account</h2>
<form method="post" action="${base}/login">
${problem ? `<p class="notice" role="alert">${escapeHtml(problem)}</p>` : ''}
<label>E-mail<input type="email" name="email" autocomplete="email" required maxlength="254"></label>
<label>Name<input type="text" name="name" autocomplete="name" required maxlength="50"></label>
<button class="primary" type="submit">Continue</button>
</form>
<form method="post" action="${base}/cancel"><button type="submit">Cancel</button></form>`,
    fine: 'Identity stand-in of the Inkreel mock provider. No Google account is used.',
  });
}
