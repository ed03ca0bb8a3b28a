import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import { TEST_IDENTITIES } from './identity-provider.js';

// The checkout stand-in's look (modules/checkout/checkout-page.ts), plus fields and a list. One
// constant stylesheet, so the Content-Security-Policy can allow exactly it by hash.
const STYLE = `
:root{color-scheme:light dark;--bg:#f4f4f7;--card:#fff;--text:#17171c;--muted:#5d5d6b;--border:#8e8e9c;--accent:#5b3df5;--accent-text:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#0f0f14;--card:#1b1b23;--text:#ececf1;--muted:#a0a0b0;--border:#6a6a7a;--accent:#8c75ff;--accent-text:#0f0f14}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:16px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:420px;background:var(--card);border:1px solid var(--border);border-radius:16px;padding:24px;box-shadow:0 10px 30px rgba(0,0,0,.12)}
.brand{margin:0 0 20px;font-size:14px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--muted)}
h1{margin:0 0 6px;font-size:22px}
h2{margin:22px 0 10px;font-size:16px}
p{margin:0 0 18px;color:var(--muted)}
form{margin:0 0 10px}
label{display:block;margin:0 0 12px;font-weight:600;font-size:14px}
input{display:block;width:100%;margin-top:4px;padding:10px 12px;border-radius:10px;border:1px solid var(--border);background:transparent;color:var(--text);font:inherit}
button{display:block;width:100%;padding:12px 16px;border-radius:10px;border:1px solid var(--border);background:transparent;color:var(--text);font:inherit;font-weight:600;text-align:left;cursor:pointer;overflow-wrap:anywhere}
button small{display:block;font-weight:400;color:var(--muted)}
button.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-text);text-align:center}
button.cancel{text-align:center;margin-top:18px}
button:focus-visible,input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.fine{margin:20px 0 0;font-size:12px}
`;
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

/** Its one stylesheet, no script, no framing, and forms only to here and where they redirect. */
export function pageHeaders(formTargets: string[]): Record<string, string> {
  const targets = [...new Set(formTargets.map((url) => new URL(url).origin))].join(' ');
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self' ${targets}; frame-ancestors 'none'; base-uri 'none'`,
    'Referrer-Policy': 'no-referrer',
  };
}

const accountForm = (action: string, email: string, name: string) =>
  `<form method="post" action="${action}"><input type="hidden" name="email" value="${escapeHtml(email)}"><input type="hidden" name="name" value="${escapeHtml(name)}"><button type="submit">${escapeHtml(name)}<small>${escapeHtml(email)}</small></button></form>`;

/** The sign-in page: pick a test identity, or type an e-mail and a name; or cancel. */
export function signInPage(uid: string, clientName: string, problem?: string): string {
  const base = `/idp/interaction/${encodeURIComponent(uid)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Sign in – Google stand-in</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">Google stand-in · Sign in</p>
<h1>Choose an account</h1>
<p>to continue to ${escapeHtml(clientName)}</p>
${TEST_IDENTITIES.map((id) => accountForm(`${base}/login`, id.email, id.name)).join('\n')}
<h2>Or use another account</h2>
<form method="post" action="${base}/login">
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<label>E-mail<input type="email" name="email" autocomplete="email" required maxlength="254"></label>
<label>Name<input type="text" name="name" autocomplete="name" required maxlength="50"></label>
<button class="primary" type="submit">Continue</button>
</form>
<form method="post" action="${base}/cancel"><button class="cancel" type="submit">Cancel</button></form>
<p class="fine">Identity stand-in of the Inkreel mock provider. No Google account is used.</p>
</main>
</body>
</html>`;
}
