import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

// The checkout's and the Google stand-in's look: one card in the middle, light and dark. One
// constant stylesheet, so the Content-Security-Policy can allow exactly it by hash.
const STYLE = `
:root{color-scheme:light dark;--bg:#f4f4f7;--card:#fff;--text:#17171c;--muted:#5d5d6b;--border:#8e8e9c;--accent:#5b3df5;--accent-text:#fff;--warn:#9a3412;--warn-bg:#fff3e8}
@media (prefers-color-scheme:dark){:root{--bg:#0f0f14;--card:#1b1b23;--text:#ececf1;--muted:#a0a0b0;--border:#6a6a7a;--accent:#8c75ff;--accent-text:#0f0f14;--warn:#fdba74;--warn-bg:#2a1a0e}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:16px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:420px;background:var(--card);border:1px solid var(--border);border-radius:16px;padding:24px;box-shadow:0 10px 30px rgba(0,0,0,.12)}
.brand{margin:0 0 20px;font-size:14px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--muted)}
h1{margin:0 0 6px;font-size:22px}
h2{margin:22px 0 10px;font-size:16px}
.amount{margin:0 0 18px;font-size:32px;font-weight:700}
.meta{margin:0 0 22px;color:var(--muted);font-size:14px}
.notice,.done{margin:0 0 22px;padding:12px 14px;border-radius:10px;background:var(--warn-bg);color:var(--warn)}
.done{background:transparent;color:var(--text);border:1px solid var(--border)}
form{margin:0 0 10px}
.actions{display:flex;gap:12px}
.actions form{flex:1;margin:0}
label{display:block;margin:0 0 12px;font-weight:600;font-size:14px}
input{display:block;width:100%;margin-top:4px;padding:10px 12px;border-radius:10px;border:1px solid var(--border);background:transparent;color:var(--text);font:inherit}
button,.link{display:block;width:100%;padding:12px 16px;border-radius:10px;border:1px solid var(--border);background:transparent;color:var(--text);font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer;overflow-wrap:anywhere}
button.account{text-align:left}
button small{display:block;font-weight:400;color:var(--muted)}
button.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-text)}
button:focus-visible,.link:focus-visible,input:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.fine{margin:20px 0 0;font-size:12px;color:var(--muted)}
[hidden]{display:none!important}
`;

/**
 * A card page's headers on top of the app's security headers: its stylesheet (and one known
 * script) by hash, no framing, and forms only to here and the origins of `formTargets`.
 */
export function cardPageHeaders(formTargets: string[], script?: string): Record<string, string> {
  const targets = [...new Set(formTargets.map((url) => new URL(url).origin))].join(' ');
  const scriptSrc = script ? `script-src ${hashOf(script)}; ` : '';
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; style-src ${hashOf(STYLE)}; ${scriptSrc}form-action 'self' ${targets}; frame-ancestors 'none'; base-uri 'none'`,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  };
}

/** A card page: `body` (already escaped HTML) between the brand line and the fine print. */
export function cardPage(page: {
  title: string;
  brand: string;
  body: string;
  fine: string;
  script?: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(page.brand)}</p>
${page.body}
<p class="fine">${escapeHtml(page.fine)}</p>
</main>${page.script ? `\n<script>${page.script}</script>` : ''}
</body>
</html>`;
}
