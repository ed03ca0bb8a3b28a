import { describe, expect, it } from 'vitest';
import { firstPageModules, namesImportedFrom } from '../../vite-first-page-chunk.ts';

type Info = { importedIds: string[]; exports: string[]; code: string | null };

/** A module graph as the bundler describes it, for `firstPageModules`. */
function graph(modules: Record<string, Info>) {
  return (id: string) => (modules[id] ?? null) as never;
}

describe('namesImportedFrom', () => {
  it('lists the names imported and re-exported from the barrel, and only from it', () => {
    const code = [
      'import { videoCalls, buildUrl as url } from "@inkreel/shared";',
      'import { other } from "./other";',
      'export { errorCodes } from "@inkreel/shared";',
    ].join('\n');
    expect(namesImportedFrom(code, '@inkreel/shared')).toEqual(
      new Set(['videoCalls', 'buildUrl', 'errorCodes']),
    );
  });

  it('answers null when every name is taken', () => {
    expect(namesImportedFrom('import * as all from "@inkreel/shared";', '@inkreel/shared')).toBe(
      null,
    );
    expect(namesImportedFrom('export * from "@inkreel/shared";', '@inkreel/shared')).toBe(null);
  });
});

describe('firstPageModules', () => {
  const modules: Record<string, Info> = {
    '/main.tsx': {
      importedIds: ['/barrel.ts', '/app.tsx'],
      exports: [],
      code: 'import { videoCalls } from "@inkreel/shared";\nimport "./app";',
    },
    '/app.tsx': { importedIds: [], exports: ['App'], code: '' },
    '/barrel.ts': {
      importedIds: ['/common/index.ts', '/manage.ts'],
      exports: ['*', '*'],
      code: 'export * from "./common/index.js";\nexport * from "./manage.js";',
    },
    '/common/index.ts': {
      importedIds: ['/videos.ts'],
      exports: ['*'],
      code: 'export * from "./videos.js";',
    },
    '/videos.ts': { importedIds: ['/zod.js'], exports: ['videoCalls'], code: '' },
    '/manage.ts': { importedIds: [], exports: ['manageCalls'], code: '' },
    '/zod.js': { importedIds: [], exports: ['z'], code: '' },
  };

  it('follows the barrel only to the modules whose names are used, through nested barrels', () => {
    const needed = firstPageModules(['/main.tsx'], '/barrel.ts', graph(modules));
    expect([...needed].sort()).toEqual(['/app.tsx', '/main.tsx', '/videos.ts', '/zod.js']);
  });

  it('takes the whole barrel when a name is not found behind it', () => {
    const unknown = {
      ...modules,
      '/main.tsx': { ...modules['/main.tsx'], code: 'import { gone } from "@inkreel/shared";' },
    } as Record<string, Info>;
    const needed = firstPageModules(['/main.tsx'], '/barrel.ts', graph(unknown));
    expect(needed.has('/manage.ts')).toBe(true);
    expect(needed.has('/videos.ts')).toBe(true);
  });
});
