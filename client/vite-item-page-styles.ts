import path from 'node:path';
import type { Rolldown } from 'vite';
import { firstPageModules, firstPageStarts } from './vite-first-page-chunk.ts';

type GetModuleInfo = (id: string) => Rolldown.ModuleInfo | null;
type NameFunction = (moduleId: string, ctx: { getModuleInfo: GetModuleInfo }) => string | null;

/**
 * The pages whose stylesheets go together: the video and track pages with the parts of each drawn
 * after its player, a creator's page and a playlist's.
 */
export const ITEM_PAGES = [
  'features/videos/pages/video-page',
  'features/videos/pages/video-page-more',
  'features/audio/pages/audio-page',
  'features/audio/pages/audio-page-more',
  'features/creators/pages/creator-page',
  'features/playlists/pages/playlist-page',
];

/** Every module `starts` import statically, directly or not (not what they load with import()). */
function staticClosure(starts: string[], info: GetModuleInfo): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of info(id)?.importedIds ?? []) visit(next);
  };
  starts.forEach(visit);
  return seen;
}

/**
 * One stylesheet for the video, track, creator and playlist pages (docs/decisions/0446): every
 * sheet their page modules and the parts drawn after their player import, except the first
 * page's. Split by the pages that use them, these were up to eleven files linked from a page's
 * HTML; on a phone each is a request before the first paint. The other pages that use one of
 * them (a card's like button, its menu) link the whole sheet, a few KB.
 */
export function itemPageStyles(srcDir: string, contractsBarrel: string): NameFunction {
  let wanted: Set<string> | undefined;
  return (moduleId, ctx) => {
    if (!moduleId.endsWith('.css')) return null;
    if (!wanted) {
      const info: GetModuleInfo = (id) => ctx.getModuleInfo(id);
      const onFirstPage = firstPageModules(firstPageStarts(srcDir), contractsBarrel, info);
      const starts = ITEM_PAGES.map((page) => path.join(srcDir, `${page}.tsx`));
      wanted = new Set(
        [...staticClosure(starts, info)].filter(
          (id) => id.endsWith('.css') && !onFirstPage.has(id),
        ),
      );
    }
    return wanted.has(moduleId) ? 'item-pages' : null;
  };
}

/**
 * One stylesheet for what the first page's modules import (the entry's and the shared chunk's
 * sheets, two files linked from every page's HTML before): decision 0446.
 */
export function firstPageStyles(srcDir: string, contractsBarrel: string): NameFunction {
  let onFirstPage: Set<string> | undefined;
  return (moduleId, ctx) => {
    if (!moduleId.endsWith('.css')) return null;
    onFirstPage ??= firstPageModules(firstPageStarts(srcDir), contractsBarrel, (id) =>
      ctx.getModuleInfo(id),
    );
    return onFirstPage.has(moduleId) ? 'first-page' : null;
  };
}
