import path from 'node:path';
import { parseSync, type Rolldown } from 'vite';
import { ROUTE_PAGES } from './src/app/route-pages.ts';

type ModuleInfo = Rolldown.ModuleInfo;
type GetModuleInfo = (id: string) => ModuleInfo | null;
type NameFunction = (moduleId: string, ctx: { getModuleInfo: GetModuleInfo }) => string | null;

/** How the client imports the contracts: one barrel re-exporting every module of shared/src. */
export const CONTRACTS_SPECIFIER = '@inkreel/shared';

/**
 * The names `code` imports (or re-exports) from `specifier`; null when it takes them all
 * (`import * as`, `export *`), and so needs every module behind it.
 */
export function namesImportedFrom(code: string, specifier: string): Set<string> | null {
  const names = new Set<string>();
  for (const node of parseSync('module.js', code).program.body) {
    if (
      node.type !== 'ImportDeclaration' &&
      node.type !== 'ExportNamedDeclaration' &&
      node.type !== 'ExportAllDeclaration'
    ) {
      continue;
    }
    if (node.source?.value !== specifier) continue;
    if (node.type === 'ExportAllDeclaration') return null;
    for (const spec of node.specifiers) {
      if (spec.type === 'ImportNamespaceSpecifier') return null;
      if (spec.type === 'ImportDefaultSpecifier') {
        names.add('default');
        continue;
      }
      const named = spec.type === 'ImportSpecifier' ? spec.imported : spec.local;
      names.add(named.type === 'Identifier' ? named.name : named.value);
    }
  }
  return names;
}

/** The module behind `barrel` (through nested `export *`) that declares `name`, if any. */
function exporterOf(barrel: string, name: string, info: GetModuleInfo): string | undefined {
  for (const id of info(barrel)?.importedIds ?? []) {
    const exports = info(id)?.exports ?? [];
    if (exports.includes(name)) return id;
    if (exports.includes('*')) {
      const deeper = exporterOf(id, name, info);
      if (deeper) return deeper;
    }
  }
  return undefined;
}

/**
 * Every module the entry and the home page import, following the contracts' barrel only to the
 * modules whose names they use: its `export *` lines name every contract, and following them all
 * would count the uploads', the wallet's and the playlists' contracts as the home page's, which
 * then went into `shared` and onto `/` (docs/decisions/0413).
 */
export function firstPageModules(
  starts: string[],
  contractsBarrel: string,
  info: GetModuleInfo,
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const module = info(id);
    for (const next of module?.importedIds ?? []) {
      if (next !== contractsBarrel) {
        visit(next);
        continue;
      }
      const names = module?.code ? namesImportedFrom(module.code, CONTRACTS_SPECIFIER) : null;
      const leaves = names ? [...names].map((name) => exporterOf(next, name, info)) : [undefined];
      // A name not found (or every name taken): the whole barrel, as before.
      if (leaves.includes(undefined)) visit(next);
      else for (const leaf of leaves) visit(leaf as string);
    }
  };
  starts.forEach(visit);
  return seen;
}

/**
 * Rolldown's runtime (its helpers for CommonJS interop and re-exports): every page needs it, so it
 * goes with `shared` instead of a request of its own on every page (decision 0446).
 */
const RUNTIME = /^\0?rolldown[\\/]runtime/;

/** Where the first page's modules start: the entry and the home page. */
export const firstPageStarts = (srcDir: string) => [
  path.join(srcDir, 'main.tsx'),
  path.join(srcDir, `${ROUTE_PAGES['/']}.tsx`),
];

/**
 * The `shared` chunk, which every page loads with the entry, for a module three or more chunks
 * share and the first page needs (the entry's and the home page's static imports); null for the
 * others, which Rolldown then places by the pages that import them, so each page loads only what
 * it uses. Docs/decisions/0350 and 0413.
 */
export function sharedOnFirstPage(
  srcDir: string,
  contractsBarrel: string,
  /** Modules the first page does not use that go with it all the same (named in vite.config.ts). */
  also?: RegExp,
): NameFunction {
  const firstPage = firstPageStarts(srcDir);
  let needed: Set<string> | undefined;
  return (moduleId, ctx) => {
    needed ??= firstPageModules(firstPage, contractsBarrel, (id) => ctx.getModuleInfo(id));
    return needed.has(moduleId) || RUNTIME.test(moduleId) || also?.test(moduleId) ? 'shared' : null;
  };
}
