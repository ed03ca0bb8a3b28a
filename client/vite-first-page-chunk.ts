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
 * Which chunk a module several pages share (and `/` does not need) goes to: one per folder of
 * `lib/` and `components/` (`pages-queue`, `pages-community`, `pages-share`...) and per folder of
 * the contracts (`contracts-manage`...), the rest in `pages-shared`. One `pages-shared` for all of
 * them made the sign-in page load the players, the queue and the uploads' contracts (decision
 * 0413); a chunk per module made the detail pages load thirty files. The players' keys and frames
 * go with the players: no page uses one without the other.
 */
export function areaChunk(moduleId: string): string {
  const match = AREA.exec(moduleId);
  if (!match) return 'pages-shared';
  const [, root, area] = match as unknown as [string, string, string];
  if (root === 'shared') return `contracts-${area}`;
  return `pages-${MERGED_AREAS[area] ?? area}`;
}

const AREA = /[\\/](?:client[\\/]src[\\/](?:lib|components)|(shared)[\\/]src)[\\/]([a-z-]+)[\\/]/;
const MERGED_AREAS: Record<string, string> = { keyboard: 'playback', frames: 'playback' };

/**
 * For a module several pages share: null (left to the `shared` group, which `/` loads) when the
 * entry or the home page imports it, else its area's chunk (`areaChunk`), which `/` does not
 * load. Docs/decisions/0350 and 0413.
 */
export function notOnFirstPage(srcDir: string, contractsBarrel: string): NameFunction {
  const firstPage = [path.join(srcDir, 'main.tsx'), path.join(srcDir, `${ROUTE_PAGES['/']}.tsx`)];
  let needed: Set<string> | undefined;
  return (moduleId, ctx) => {
    needed ??= firstPageModules(firstPage, contractsBarrel, (id) => ctx.getModuleInfo(id));
    return needed.has(moduleId) ? null : areaChunk(moduleId);
  };
}
