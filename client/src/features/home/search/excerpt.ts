import { foldText, markTerms } from '@inkreel/shared';

/** About this many characters either side of the first matched word. */
const REACH = 60;

/**
 * The part of a long text (a description, a story) around the first word a search matched, so a
 * result found by its description shows why; undefined when no word of it matched.
 */
export function searchExcerpt(text: string | undefined, terms: string[]): string | undefined {
  if (!text || terms.length === 0) return undefined;
  const flat = text.replace(/\s+/g, ' ').trim();
  let at = 0;
  for (const part of markTerms(flat, terms)) {
    if (part.match) {
      const start = at > REACH ? flat.lastIndexOf(' ', at - REACH) + 1 : 0;
      const cut = flat.indexOf(' ', at + part.text.length + REACH);
      const end = cut === -1 ? flat.length : cut;
      return `${start > 0 ? '… ' : ''}${flat.slice(start, end)}${end < flat.length ? ' …' : ''}`;
    }
    at += part.text.length;
  }
  return undefined;
}

/** The excerpt a result shows: none when its title holds every term, else where its text matched. */
export function resultExcerpt(
  title: string,
  text: string | undefined,
  terms: string[],
): string | undefined {
  const inTitle = new Set(
    markTerms(title, terms).flatMap((part) =>
      part.match ? terms.filter((term) => foldText(part.text).startsWith(term)) : [],
    ),
  );
  return terms.every((term) => inTitle.has(term)) ? undefined : searchExcerpt(text, terms);
}
