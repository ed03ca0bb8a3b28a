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
  '/app/src/pages/video-page.tsx': {
    importedIds: ['/app/src/lib/api.ts', '/app/src/media/card.tsx', '/app/src/media/player.ts'],
  },
  '/app/src/pages/audio-page.tsx': {
    importedIds: ['/app/src/media/card.tsx', '/app/src/media/player.ts'],
  },
  '/app/src/pages/reader-page.tsx': { importedIds: ['/app/src/media/card.tsx'] },
  '/app/src/media/card.tsx': { importedIds: ['/nm/react/index.js', '/app/src/media/urls.ts'] },
  '/app/src/media/urls.ts': { importedIds: [] },
  '/app/src/media/player.ts': { importedIds: ['/app/src/media/keys.ts'] },
  '/app/src/media/keys.ts': { importedIds: [] },
  // Lazily loaded by the reader page, not a route page itself.
  '/app/src/reader/pdf-viewer.tsx': { importedIds: ['/nm/pdf.js'] },
  '/nm/pdf.js': { importedIds: [] },
};

const PAGES = [
  '/app/src/pages/video-page.tsx',
  '/app/src/pages/audio-page.tsx',
  '/app/src/pages/reader-page.tsx',
];

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
  const { plugin, groups } = entryCoreChunk(PAGES);
  const [core, shared] = groups;
  runBuildEnd(plugin);

  it('gathers what the entry imports statically, and nothing only a lazy page needs', () => {
    expect(core.name).toBe('core');
    for (const id of [
      '/app/src/app.tsx',
      '/app/src/lib/api.ts',
      '/nm/react-dom/client.js',
      '/nm/react/index.js',
    ]) {
      expect(core.test(id), id).toBe(true);
    }
    // The entries keep their own chunks; a lazy page and what only it uses stay out.
    for (const id of [
      '/app/index.html',
      '/app/src/main.tsx',
      '/app/src/pages/video-page.tsx',
      '/app/src/media/card.tsx',
      '/nm/pdf.js',
    ]) {
      expect(core.test(id), id).toBe(false);
    }
  });

  it('puts what two or more pages import beyond core in one shared chunk', () => {
    expect(shared.name).toBe('shared');
    for (const id of [
      '/app/src/media/card.tsx',
      '/app/src/media/urls.ts',
      '/app/src/media/player.ts',
      '/app/src/media/keys.ts',
    ]) {
      expect(shared.test(id), id).toBe(true);
    }
    // Core modules, the pages themselves and what no two pages share stay out: pdf.js is used
    // by a lazily loaded viewer only.
    for (const id of [
      '/nm/react/index.js',
      '/app/src/lib/api.ts',
      '/app/src/pages/video-page.tsx',
      '/app/src/pages/reader-page.tsx',
      '/app/src/reader/pdf-viewer.tsx',
      '/nm/pdf.js',
    ]) {
      expect(shared.test(id), id).toBe(false);
    }
  });
});
