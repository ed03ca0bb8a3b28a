import type { Highlight } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { highlightsMarkdown } from './highlight-colors';

const highlight = (text: string, note: string, color: Highlight['color']): Highlight => ({
  _id: 'a'.repeat(24),
  bookId: 'b'.repeat(24),
  location: 'epubcfi(/6/4!/4/2/1:0)',
  text,
  color,
  note,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('highlightsMarkdown', () => {
  it('writes the book, then each passage as a quote with its note and colour', () => {
    const md = highlightsMarkdown('Tide Tables', 'Ada Marlow', [
      highlight('High water\nat noon', 'Check the almanac', 'green'),
      highlight('Slack water', '', 'yellow'),
    ]);
    expect(md).toBe(
      [
        '# Tide Tables',
        '',
        'by Ada Marlow',
        '',
        '> High water',
        '> at noon',
        '',
        'Check the almanac',
        '',
        '— Green highlight',
        '',
        '> Slack water',
        '',
        '— Yellow highlight',
        '',
      ].join('\n'),
    );
  });

  it('leaves the author out when the book names none', () => {
    expect(highlightsMarkdown('Untitled', undefined, [])).toBe('# Untitled\n');
  });
});
