import { describe, expect, it } from 'vitest';
import { markTerms, rankRecord, searchTerms, wordsOf } from './rank.js';

const record = (title: string, body = '', people: string[] = [], tags: string[] = []) => ({
  title,
  people,
  tags,
  body: [body],
});

describe('search ranking', () => {
  it('splits words as the texts are split, case and accents ignored', () => {
    expect(wordsOf("Sea-horse's NOËL")).toEqual(['sea', 'horse', 's', 'noel']);
    expect(searchTerms('  Sea sea  ')).toEqual(['sea']);
    expect(searchTerms('!!')).toEqual([]);
  });

  it('matches whole words and the starts of words, never the inside of a word', () => {
    expect(rankRecord(['sea'], record('Seascape'))).not.toBeNull();
    expect(rankRecord(['sea'], record('Edge of the Set', 'A seahorse drifts'))).not.toBeNull();
    expect(rankRecord(['sea'], record('Overseas', 'Chelsea, undersea'))).toBeNull();
    expect(rankRecord(['ea'], record('Sea'))).toBeNull();
    expect(rankRecord([], record('Sea'))).toBeNull();
  });

  it('ranks titles, then people and tags, then descriptions; whole words before prefixes', () => {
    const terms = ['sea'];
    const byDescription = rankRecord(terms, record('Edge of the Set', 'A seahorse drifts by'));
    const titlePrefix = rankRecord(terms, record('Seaside Tunes'));
    const titleWord = rankRecord(terms, record('The Sea at Night'));
    const tag = rankRecord(terms, record('Blue', '', [], ['sea']));
    const creator = rankRecord(terms, record('Blue', '', ['Seaborne Trio']));
    const bodyWord = rankRecord(terms, record('Blue', 'down by the sea'));
    const order = [titleWord, titlePrefix, tag, creator, bodyWord, byDescription];
    expect(order.every((n) => n !== null)).toBe(true);
    expect([...order].sort((a, b) => (b ?? 0) - (a ?? 0))).toEqual(order);
    expect(new Set(order).size).toBe(order.length);
  });

  it('needs every term somewhere and adds up where each matched', () => {
    expect(rankRecord(['harbour', 'zola'], record('The Harbour', '', ['Émile Zola']))).toBe(7 + 5);
    expect(rankRecord(['harbour', 'dumas'], record('The Harbour', '', ['Émile Zola']))).toBeNull();
  });

  it('marks the matched words, keeping the text as written', () => {
    expect(markTerms('Seaside, by the SEA (Noël)', ['sea', 'noel'])).toEqual([
      { text: 'Seaside', match: true },
      { text: ', by the ', match: false },
      { text: 'SEA', match: true },
      { text: ' (', match: false },
      { text: 'Noël', match: true },
      { text: ')', match: false },
    ]);
    expect(markTerms('Chelsea', ['sea'])).toEqual([{ text: 'Chelsea', match: false }]);
    expect(markTerms('', ['sea'])).toEqual([]);
  });
});
