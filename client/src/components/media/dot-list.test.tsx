import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DotList } from './dot-list';

describe('DotList', () => {
  it('gives every item its whole text as a tooltip, and leaves empty ones out', () => {
    render(
      <DotList items={['231.9K plays · May 31, 2025', '', false, 'An Author With A Long Name']} />,
    );
    const items = screen.getAllByTitle(/./);
    expect(items.map((item) => [item.textContent, item.title])).toEqual([
      ['231.9K plays · May 31, 2025', '231.9K plays · May 31, 2025'],
      ['An Author With A Long Name', 'An Author With A Long Name'],
    ]);
  });
});
