import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_FIRST_CALLS } from './src/app/route-first-calls';
import { ROUTE_PAGES, ROUTE_PRELOADS_FILE, type RoutePreloads } from './src/app/route-pages';

/** The parts of an output chunk read here. */
interface OutputChunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  viteMetadata?: { importedCss: Set<string> };
}
type OutputBundle = Record<string, OutputChunk | { type: 'asset' }>;

const isChunk = (item: OutputBundle[string] | undefined): item is OutputChunk =>
  item?.type === 'chunk';

/** A chunk and every chunk it imports statically. */
function closure(bundle: OutputBundle, start: OutputChunk): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = bundle[file];
      if (isChunk(next)) visit(next);
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
    generateBundle(_options, output) {
      const bundle = output as unknown as OutputBundle;
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const inIndex = closure(bundle, entry);
      const preloads: RoutePreloads = {};
      for (const [pattern, page] of Object.entries(ROUTE_PAGES)) {
        const moduleFile = path.join(srcDir, `${page}.tsx`);
        const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === moduleFile);
        if (!pageChunk) continue;
        const needed = [...closure(bundle, pageChunk)].filter((chunk) => !inIndex.has(chunk));
        const call = ROUTE_FIRST_CALLS[pattern as keyof typeof ROUTE_PAGES];
        preloads[pattern] = {
          ...(call ? { call } : {}),
          js: needed.map((chunk) => `/${chunk.fileName}`),
          css: [
            ...new Set(
              needed.flatMap((chunk) =>
                [...(chunk.viteMetadata?.importedCss ?? [])].map((f) => `/${f}`),
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
