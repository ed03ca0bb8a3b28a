import { describe, expect, it } from 'vitest';
import { entryCoreChunk } from '../../vite-entry-core';

/** A module graph as the bundler reports it: static imports only (lazy pages are not in it). */
const GRAPH: Record<string, { isEntry?: boolean; importedIds: string[] }> = {
  '/app/index.html': { isEntry: true, importedIds: ['/app/src/main.tsx'] },
  '/app/src/main.tsx': { importedIds: ['/app/src/app.tsx', '/nm/react-dom/client.js'] },
  '/app/src/app.tsx': { importedIds: ['/app/src/lib/api.ts', '/nm/react/index.js'] },
  '/app/src/lib/api.ts': { importedIds: ['/nm/react/index.js'] },
  '/nm/react-dom/client.js': { importedIds: ['/nm/react/index.js'] },
  '/nm/react/index.js': { importedIds: [] },
  '/app/src/pages/video-page.tsx': { importedIds: ['/app/src/lib/api.ts', '/nm/pdf.js'] },
  '/nm/pdf.js': { importedIds: [] },
};

function runBuildEnd(plugin: ReturnType<typeof entryCoreChunk>['plugin']) {
  const context = {
    getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator](),
    getModuleInfo: (id: string) => {
      const info = GRAPH[id];
      return info ? { isEntry: info.isEntry ?? false, importedIds: info.importedIds } : null;
    },
  };
  const hook = plugin.buildEnd as unknown as (this: typeof context, error?: Error) => void;
  hook.call(context);
}

describe('entryCoreChunk', () => {
  it('gathers what the entry imports statically, and nothing only a lazy page needs', () => {
    const { plugin, group } = entryCoreChunk();
    runBuildEnd(plugin);
    expect(group.name).toBe('core');
    for (const id of [
      '/app/src/app.tsx',
      '/app/src/lib/api.ts',
      '/nm/react-dom/client.js',
      '/nm/react/index.js',
    ]) {
      expect(group.test(id), id).toBe(true);
    }
    // The entries keep their own chunks; a lazy page and what only it uses stay out.
    for (const id of [
      '/app/index.html',
      '/app/src/main.tsx',
      '/app/src/pages/video-page.tsx',
      '/nm/pdf.js',
    ]) {
      expect(group.test(id), id).toBe(false);
    }
  });
});
