import type { Plugin } from 'vite';

/** The part of Rolldown's code-splitting group used here (output.codeSplitting.groups). */
interface CoreGroup {
  name: string;
  test: (id: string) => boolean;
}

/**
 * Everything the entry imports statically (React, the router, SWR, the contracts and the API
 * client it needs) in one chunk beside the entry, instead of the dozen small chunks Rolldown
 * makes when lazy pages share those modules. On a phone's connection each extra file costs a
 * round trip before first paint; the bytes are the same (docs/decisions/0182).
 *
 * The plugin records the entry's static import closure once the module graph is complete
 * (`buildEnd`); the group's test, asked during chunking, captures exactly those modules.
 */
export function entryCoreChunk(): { plugin: Plugin; group: CoreGroup } {
  const core = new Set<string>();
  const plugin: Plugin = {
    name: 'inkreel-entry-core-chunk',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      core.clear();
      // index.html is the build's entry; the scripts it names are entries too.
      const roots = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const id of [...roots]) {
        if (id.endsWith('.html')) roots.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      const visit = (id: string) => {
        const info = this.getModuleInfo(id);
        if (!info || core.has(id)) return;
        core.add(id);
        for (const next of info.importedIds) visit(next);
      };
      for (const root of roots) {
        for (const next of this.getModuleInfo(root)?.importedIds ?? []) visit(next);
      }
      // The entries stay in their own chunks (index.html names them).
      for (const root of roots) core.delete(root);
    },
  };
  return { plugin, group: { name: 'core', test: (id) => core.has(id) } };
}
