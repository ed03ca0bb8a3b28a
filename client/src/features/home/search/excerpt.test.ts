import { describe, expect, it } from 'vitest';
import { resultExcerpt, searchExcerpt } from './excerpt';

describe('searchExcerpt', () => {
  it('is the whole of a short text with a matched word', () => {
    expect(searchExcerpt('A slow dive into\n  Seahorse Valley.', ['sea'])).toBe(
      'A slow dive into Seahorse Valley.',
    );
  });

  it('cuts a long text around the first matched word, on word boundaries', () => {
    const before = 'word '.repeat(40);
    const after = ' more'.repeat(40);
    const excerpt = searchExcerpt(`${before}the harbour at night${after}`, ['harbour']) ?? '';
    expect(excerpt.startsWith('… word')).toBe(true);
    expect(excerpt.endsWith('more …')).toBe(true);
    expect(excerpt).toContain('the harbour at night');
    expect(excerpt.length).toBeLessThan(160);
  });

  it('is undefined when no word matched, inside-word matches included', () => {
    expect(searchExcerpt('Chelsea by night', ['sea'])).toBeUndefined();
    expect(searchExcerpt('', ['sea'])).toBeUndefined();
    expect(searchExcerpt(undefined, ['sea'])).toBeUndefined();
  });
});

describe('resultExcerpt', () => {
  it('is nothing when the title holds every word, else the text around the match', () => {
    expect(resultExcerpt('Seaside Walk', 'By the sea.', ['sea'])).toBeUndefined();
    expect(resultExcerpt('Edge of the Set', 'Into Seahorse Valley.', ['sea'])).toBe(
      'Into Seahorse Valley.',
    );
    expect(resultExcerpt('Sea Notes', 'Low tide at dusk.', ['sea', 'dusk'])).toBe(
      'Low tide at dusk.',
    );
  });
});
