import { describe, expect, it } from 'vitest';
import { readerTitle } from './reader-title';

describe('readerTitle', () => {
  it('names the book and its author', () => {
    expect(readerTitle('The Shop on Wicker Lane', 'Tova Lind')).toBe(
      'The Shop on Wicker Lane by Tova Lind',
    );
  });

  it('falls back to the title alone, then to "Reader"', () => {
    expect(readerTitle('Slow Rise', undefined)).toBe('Slow Rise');
    expect(readerTitle('Slow Rise', '  ')).toBe('Slow Rise');
    expect(readerTitle(undefined, 'Tova Lind')).toBe('Reader');
    expect(readerTitle(' ', undefined)).toBe('Reader');
  });
});
