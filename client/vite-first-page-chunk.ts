import path from 'node:path';
import type { Rolldown } from 'vite';
import { ROUTE_PAGES } from './src/app/route-pages.ts';

type NameFunction = (
  moduleId: string,
  ctx: { getModuleInfo(id: string): Rolldown.ModuleInfo | null },
) => string | null;

/**
 * For a module several pages share: `pages-shared` when the home page does not need it (it is
 * not among the entry's and the home page's static imports), so `/` does not load it; null
 * (left to the `shared` group) otherwise. Docs/decisions/0350.
 */
export function notOnFirstPage(srcDir: string): NameFunction {
  const firstPage = [path.join(srcDir, 'main.tsx'), path.join(srcDir, `${ROUTE_PAGES['/']}.tsx`)];
  let needed: Set<string> | undefined;
  return (moduleId, ctx) => {
    if (!needed) {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id)) return;
        seen.add(id);
        for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) visit(next);
      };
      firstPage.forEach(visit);
      needed = seen;
    }
    return needed.has(moduleId) ? null : 'pages-shared';
  };
}
