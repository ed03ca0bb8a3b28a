import { describe, expect, it } from 'vitest';
import { findInPages, markMatches } from './pdf-search';

describe('findInPages', () => {
  const pages = [
    'The lamp was lit at dusk.',
    'Nothing here.',
    'A LAMP, and another lamp by the door of the long cottage on the hill.',
  ];

  it('finds every match, any case, with its page and context', () => {
    const found = findInPages(pages, 'lamp');
    expect(found.map((m) => m.where)).toEqual(['Page 1', 'Page 3', 'Page 3']);
    expect(found[0]).toMatchObject({
      target: '1',
      before: 'The ',
      match: 'lamp',
      after: ' was lit at dusk.',
    });
    expect(found[1]?.match).toBe('LAMP');
    expect(found[2]?.after).toMatch(/…$/);
  });

  it('finds nothing for an empty query or an absent word', () => {
    expect(findInPages(pages, '  ')).toEqual([]);
    expect(findInPages(pages, 'whale')).toEqual([]);
  });
});

describe('markMatches', () => {
  it('marks each occurrence and escapes the rest', () => {
    expect(markMatches('a <b> Lamp & lamp', 'lamp')).toBe(
      'a &lt;b&gt; <mark class="reader-match">Lamp</mark> &amp; <mark class="reader-match">lamp</mark>',
    );
    expect(markMatches('plain', '')).toBe('plain');
  });
});
