import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { ROUTE_PAGES, ROUTE_PRELOADS_FILE, type RoutePreloads } from './src/app/route-pages.ts';

type OutputChunk = Rolldown.OutputChunk;

/** A chunk and every chunk it imports statically. */
function closure(bundle: Rolldown.OutputBundle, start: OutputChunk): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(start);
  return seen;
}

/**
 * Writes route-preloads.json: for each route pattern of ROUTE_PAGES, the script chunks and
 * stylesheets its page needs beyond what index.html already loads. The production web server
 * (client/server) puts them in the HTML it sends for that path, so the page's code downloads
 * alongside the entry instead of after it.
 */
export function routePreloads(srcDir: string): Plugin {
  return {
    name: 'inkreel-route-preloads',
    apply: 'build',
    // After Vite's CSS plugin has dropped the chunks that only carried a stylesheet.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const inIndex = closure(bundle, entry);
      // Stylesheets index.html already links (those of the entry's chunks).
      const indexCss = new Set(
        [...inIndex].flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]),
      );
      const preloads: RoutePreloads = {};
      for (const [pattern, page] of Object.entries(ROUTE_PAGES)) {
        const moduleFile = path.join(srcDir, `${page}.tsx`);
        const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === moduleFile);
        if (!pageChunk) continue;
        const needed = [...closure(bundle, pageChunk)].filter((chunk) => !inIndex.has(chunk));
        preloads[pattern] = {
          js: needed.map((chunk) => `/${chunk.fileName}`),
          css: [
            ...new Set(
              needed.flatMap((chunk) =>
                [...(chunk.viteMetadata?.importedCss ?? [])]
                  .filter((file) => !indexCss.has(file))
                  .map((file) => `/${file}`),
              ),
            ),
          ],
        };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
