import type { Plugin } from 'vite';

/** The part of Rolldown's code-splitting group used here (output.codeSplitting.groups). */
interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
}

/** What the plugin reads of the module graph (Rollup's plugin context). */
interface ModuleGraph {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { isEntry: boolean; importedIds: readonly string[] } | null;
}

/** `start` and every module it imports statically, leaving out those in `skip`. */
function staticClosure(graph: ModuleGraph, start: string, skip: Set<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || skip.has(id)) return;
    const info = graph.getModuleInfo(id);
    if (!info) return;
    seen.add(id);
    for (const next of info.importedIds) visit(next);
  };
  visit(start);
  return seen;
}

/**
 * Two chunks that keep a page's first load to a few files (docs/decisions/0182, 0183):
 *
 * - **core**: everything the entry imports statically (the UI runtime, the router, SWR, the
 *   contracts and the API client), instead of the dozen small chunks Rolldown makes when lazy
 *   pages share those modules.
 * - **shared**: what two or more route pages (`pages`, module ids) import statically beyond
 *   core: the media cards and feeds, the players' hooks, the saved-items pieces, the sign-in
 *   forms' parts. Left to itself Rolldown gives each such set its own chunk, and a page fetched
 *   eight to eleven of them, each a round trip on a phone's connection. What one page alone uses
 *   stays in its chunk, and what only other lazy modules use (pdf.js in the PDF viewer,
 *   socket.io-client in the upload's realtime client) stays in theirs.
 *
 * The plugin reads the module graph once it is complete (`buildEnd`); the groups' tests, asked
 * during chunking, capture exactly those modules.
 */
export function entryCoreChunk(pages: readonly string[]): {
  plugin: Plugin;
  groups: [ChunkGroup, ChunkGroup];
} {
  const core = new Set<string>();
  const shared = new Set<string>();
  const plugin: Plugin = {
    name: 'inkreel-entry-core-chunk',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const graph = this as unknown as ModuleGraph;
      core.clear();
      shared.clear();
      const ids = [...graph.getModuleIds()];
      // index.html is the build's entry; the scripts it names are entries too.
      const roots = ids.filter((id) => graph.getModuleInfo(id)?.isEntry);
      for (const id of [...roots]) {
        if (id.endsWith('.html')) roots.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const root of roots) {
        for (const next of graph.getModuleInfo(root)?.importedIds ?? []) {
          for (const id of staticClosure(graph, next, core)) core.add(id);
        }
      }
      // The entries stay in their own chunks (index.html names them).
      for (const root of roots) core.delete(root);

      const users = new Map<string, number>();
      const pageIds = new Set(pages);
      for (const page of pageIds) {
        for (const id of staticClosure(graph, page, core)) {
          if (!pageIds.has(id)) users.set(id, (users.get(id) ?? 0) + 1);
        }
      }
      for (const [id, count] of users) {
        if (count >= 2) shared.add(id);
      }
    },
  };
  return {
    plugin,
    groups: [
      { name: 'core', test: (id) => core.has(id) },
      { name: 'shared', test: (id) => shared.has(id) },
    ],
  };
}
