import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const builtins = new Set(builtinModules);
const isBuiltin = (name: string) => name.startsWith('node:') || builtins.has(name);

/** Every module the bundle loads at run time: static imports, import() and require(). */
function loadedModules(code: string): string[] {
  const found = [
    ...code.matchAll(/\bfrom\s*"([^"]+)"/g),
    ...code.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g),
    ...code.matchAll(/\b(?:__)?require\(\s*"([^"]+)"\s*\)/g),
  ];
  return [...new Set(found.map((m) => m[1] ?? ''))];
}

describe('the production web server bundle (issue 51, item 11)', () => {
  let outDir = '';
  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('needs nothing but Node itself: the client image installs no node_modules', async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'inkreel-server-bundle-'));
    await build({
      configFile: path.join(here, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, sourcemap: false, minify: false },
    });
    const code = await readFile(path.join(outDir, 'main.js'), 'utf8');
    const modules = loadedModules(code);
    expect(modules).toContain('node:http');
    expect(modules.filter((name) => !isBuiltin(name))).toEqual([]);
  }, 120_000);
});
