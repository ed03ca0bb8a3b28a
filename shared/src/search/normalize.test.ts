import { describe, expect, it } from 'vitest';
import { foldText, matchesWords, queryWords } from './normalize.js';

describe('search text folding', () => {
  it('ignores case and accents', () => {
    expect(foldText('Crème BRÛLÉE à Noël')).toBe('creme brulee a noel');
    expect(queryWords('  Émile   ZOLA ')).toEqual(['emile', 'zola']);
  });

  it('needs every word somewhere in the fields', () => {
    const fields = ['Les Misérables', ['classic', 'France'], undefined, 'Victor Hugo'];
    expect(matchesWords(queryWords('miserables hugo'), fields)).toBe(true);
    expect(matchesWords(queryWords('miserables dumas'), fields)).toBe(false);
    expect(matchesWords([], fields)).toBe(false);
  });
});
