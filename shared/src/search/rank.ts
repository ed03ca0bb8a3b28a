import { foldText } from './normalize.js';

/** Letters, digits and the marks that belong to them: what a word is made of. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The folded words of a text ("Sea-horse's" gives sea, horse, s). */
export function wordsOf(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

/** The folded terms of a query, split as the texts they are compared with are split. */
export function searchTerms(query: string): string[] {
  return [...new Set(wordsOf(query))];
}

/** A record's text by weight: the title first, then its people (creator, artist), tags, body. */
export interface RankedFields {
  title: string;
  people: (string | undefined)[];
  tags: string[];
  body: (string | undefined)[];
}

/**
 * How well a term matches a list of words: 2 for a whole word, 1 for the start of a word, 0
 * otherwise. A term inside a word ("sea" in "horseshoe's seahorse" matches, "ea" in "sea" not).
 */
function termMatch(term: string, words: string[]): 0 | 1 | 2 {
  let best: 0 | 1 | 2 = 0;
  for (const word of words) {
    if (word === term) return 2;
    if (word.startsWith(term)) best = 1;
  }
  return best;
}

/**
 * The rank of a record for the terms (higher first), or null when a term matches none of its
 * words. Per term, the best place it matched counts: a whole word of the title 7, the start of a
 * title word 6, then people and tags (5 and 4), then the body (3 and 2); the record's rank is the
 * sum. Any title match therefore outranks a match in people or tags, which outranks the body.
 */
export function rankRecord(terms: string[], fields: RankedFields): number | null {
  if (terms.length === 0) return null;
  const tiers = [
    wordsOf(fields.title),
    wordsOf([...fields.people, ...fields.tags].filter(Boolean).join('\n')),
    wordsOf(fields.body.filter(Boolean).join('\n')),
  ];
  let total = 0;
  for (const term of terms) {
    const score = tiers.reduce((best, words, tier) => {
      const match = termMatch(term, words);
      return match === 0 ? best : Math.max(best, (3 - tier) * 2 + match - 1);
    }, 0);
    if (score === 0) return null;
    total += score;
  }
  return total;
}

/** A text cut into the words a search matched (`match: true`) and everything between them. */
export interface MarkedPart {
  text: string;
  match: boolean;
}

/** Marks each word of the text that one of the terms is, or starts (as rankRecord matches). */
export function markTerms(text: string, terms: string[]): MarkedPart[] {
  const parts: MarkedPart[] = [];
  let last = 0;
  const push = (part: MarkedPart) => {
    if (part.text) parts.push(part);
  };
  for (const found of text.matchAll(WORD)) {
    const word = foldText(found[0]);
    if (!terms.some((term) => word.startsWith(term))) continue;
    push({ text: text.slice(last, found.index), match: false });
    push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  push({ text: text.slice(last), match: false });
  return parts;
}
