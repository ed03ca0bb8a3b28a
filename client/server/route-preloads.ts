import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptSafeJson } from './index-html.js';

/** Written by the client build (client/vite-route-preloads.ts): per route pattern, its page's files. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type Preloads = Record<string, { js?: unknown; css?: unknown; call?: unknown }>;

/** The id of the JSON element naming the page's first call (read by index.html's inline script). */
export const FIRST_CALL_ELEMENT_ID = 'inkreel-first-call';

const asPaths = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is string => typeof item === 'string' && /^\/assets\/[\w.-]+$/.test(item),
      )
    : [];

/** `/video/:id` → a RegExp that matches `/video/abc` and `/video/abc/`, capturing `id`. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? `(?<${segment.slice(1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source === '' ? '/' : source}/?$`);
}

/** A call path template from the build (`/api/videos/:id`), or undefined when it is not one. */
const asCallPath = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\/api\/[\w/:?=&.-]*$/.test(value) ? value : undefined;

/**
 * The page's first call with the route's parameters filled in, or undefined when a parameter is
 * missing or is not a plain id (the app would not make that call either).
 */
function fillCall(template: string, params: Record<string, string | undefined>) {
  const plain = (name: string) => /^[\w-]{1,64}$/.test(params[name] ?? '');
  const names = [...template.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  if (!names.every(plain)) return undefined;
  return template.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
}

/**
 * The element that names the page's first call for index.html's inline script: the full URL on
 * the configured provider, as the app's API client will build it (lib/first-call.ts).
 */
function firstCallElement(url: string): string {
  return `<script type="application/json" id="${FIRST_CALL_ELEMENT_ID}">${scriptSafeJson({ url })}</script>`;
}

/** The <link> tags that fetch a page's chunks and stylesheets with the HTML. */
function linkTags(files: { js: string[]; css: string[] }): string {
  return [
    ...files.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...files.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
}

/**
 * For each route of the build, index.html (`finish` adds the runtime configuration) with that
 * route's page chunk and stylesheets linked in its head: the browser fetches them alongside the
 * entry instead of after it has run. When the provider's origin is configured (`apiBaseUrl`), a
 * data page also names its first call, so the inline script in index.html can start it before
 * the app has loaded. A path matching no route (or a build without the file) gets the page
 * unchanged.
 */
export function routeIndexPages(
  distDir: string,
  built: string,
  finish: (html: string) => string,
  apiBaseUrl?: string,
): (pathname: string) => string {
  const html = finish(built);
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return () => html;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Preloads;
  const pages = Object.entries(preloads).map(([pattern, files]) => {
    const tags = linkTags({ js: asPaths(files.js), css: asPaths(files.css) });
    const call = apiBaseUrl === undefined ? undefined : asCallPath(files.call);
    return {
      test: patternRegExp(pattern),
      html: tags ? finish(built.replace('</head>', `    ${tags}\n  </head>`)) : html,
      call,
    };
  });
  return (pathname) => {
    for (const page of pages) {
      const match = page.test.exec(pathname);
      if (!match) continue;
      const path = page.call && fillCall(page.call, match.groups ?? {});
      if (!path) return page.html;
      return page.html.replace(
        '</head>',
        `  ${firstCallElement(`${apiBaseUrl ?? ''}${path}`)}\n  </head>`,
      );
    }
    return html;
  };
}

/**
 * A preconnect to the provider when it is another origin, so the first call and the first
 * thumbnail do not wait for DNS, TCP and TLS. No crossorigin attribute: credentialed fetches and
 * images share that connection.
 */
export function withPreconnect(html: string, apiBaseUrl: string | undefined): string {
  if (!apiBaseUrl || !/<head>/i.test(html)) return html;
  return html.replace(/<head>/i, `<head>\n    <link rel="preconnect" href="${apiBaseUrl}">`);
}
