import type { View } from 'foliate-js/view.js';
import type { SearchMatch } from './search-panel';

/** At most this many matches are listed: a common word would otherwise list thousands. */
export const MAX_MATCHES = 200;

/**
 * Every match of `query` in the book, by chapter, with its context. foliate-js also outlines the
 * matches on the pages, so the one chosen is marked where it stands.
 */
export async function searchEbook(view: View, query: string): Promise<SearchMatch[]> {
  const matches: SearchMatch[] = [];
  for await (const result of view.search({ query })) {
    if (result === 'done') break;
    if (!('subitems' in result)) continue;
    for (const { cfi, excerpt } of result.subitems) {
      matches.push({
        target: cfi,
        where: result.label.trim() || 'Book',
        before: excerpt.pre,
        match: excerpt.match,
        after: excerpt.post,
      });
      if (matches.length >= MAX_MATCHES) return matches;
    }
  }
  return matches;
}
