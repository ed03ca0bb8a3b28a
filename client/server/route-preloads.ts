import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Written by the client build (client/vite-route-preloads.ts): per route pattern, its page's files. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

type Preloads = Record<string, { js?: unknown; css?: unknown }>;

const asPaths = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is string => typeof item === 'string' && /^\/assets\/[\w.-]+$/.test(item),
      )
    : [];

/** `/video/:id` → a RegExp that matches `/video/abc` and `/video/abc/`. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source === '' ? '/' : source}/?$`);
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
 * entry instead of after it has run. A path matching no route (or a build without the file) gets
 * the page unchanged.
 */
export function routeIndexPages(
  distDir: string,
  built: string,
  finish: (html: string) => string,
): (pathname: string) => string {
  const html = finish(built);
  const file = path.join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(file)) return () => html;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Preloads;
  const pages = Object.entries(preloads).map(([pattern, files]) => {
    const tags = linkTags({ js: asPaths(files.js), css: asPaths(files.css) });
    return {
      test: patternRegExp(pattern),
      html: tags ? finish(built.replace('</head>', `    ${tags}\n  </head>`)) : html,
    };
  });
  return (pathname) => pages.find((page) => page.test.test(pathname))?.html ?? html;
}

/**
 * A preconnect to the provider when it is another origin, so the page's first call and first
 * thumbnail do not wait for DNS, TCP and TLS. No crossorigin attribute: credentialed fetches and
 * images share that connection.
 */
export function withPreconnect(html: string, apiBaseUrl: string | undefined): string {
  if (!apiBaseUrl || !/<head>/i.test(html)) return html;
  return html.replace(/<head>/i, `<head>\n    <link rel="preconnect" href="${apiBaseUrl}">`);
}
