/** Lower case without accents (NFD, diacritics stripped): "Émile" and "emile" compare equal. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The words of a query, folded. */
export function queryWords(query: string): string[] {
  return foldText(query).split(/\s+/).filter(Boolean);
}

/** True when every word of the query occurs in one of the fields (case and accents ignored). */
export function matchesWords(words: string[], fields: (string | string[] | undefined)[]): boolean {
  if (words.length === 0) return false;
  const text = foldText(fields.flat().filter(Boolean).join('\n'));
  return words.every((w) => text.includes(w));
}
