import { foldText, queryWords } from '@inkreel/shared';

/** Where the words of a search occur in a text, case and accents ignored: [start, end) ranges. */
export function matchRanges(text: string, query: string): [number, number][] {
  const words = queryWords(query);
  if (words.length === 0) return [];
  // The text folded character by character, remembering where each folded one came from.
  let folded = '';
  const origin: number[] = [];
  let at = 0;
  for (const char of text) {
    for (const unit of foldText(char)) {
      folded += unit;
      origin.push(at);
    }
    at += char.length;
  }
  origin.push(text.length);
  const ranges: [number, number][] = [];
  for (const word of words) {
    for (let from = folded.indexOf(word); from >= 0; from = folded.indexOf(word, from + 1)) {
      const start = origin[from] ?? 0;
      const endAt = origin[from + word.length] ?? text.length;
      ranges.push([start, Math.max(endAt, start + 1)]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** Whether every word of the search occurs in the text (an empty search matches everything). */
export function matchesAll(text: string, query: string): boolean {
  const folded = foldText(text);
  return queryWords(query).every((word) => folded.includes(word));
}
