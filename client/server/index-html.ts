import { createHash } from 'node:crypto';
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@inkreel/shared';

/** JSON that can sit inside a <script> element: no "</script>" or "<!--" can be formed. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/**
 * The built index.html with the runtime configuration in a non-executable JSON script, read by
 * the client at start-up (client/src/lib/api/config.ts): no extra request before the app can start,
 * and nothing for the CSP to allow.
 */
export function withRuntimeConfig(html: string, config: RuntimeConfig): string {
  const element = `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>`;
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `    ${element}\n  </head>`);
}

/**
 * CSP hashes of the page's inline classic scripts (the theme script that runs before first
 * paint), so script-src needs no 'unsafe-inline'. JSON data scripts do not run and need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/json/i.test(attributes)) {
      continue;
    }
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}
