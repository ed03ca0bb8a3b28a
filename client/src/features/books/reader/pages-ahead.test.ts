import { describe, expect, it } from 'vitest';
import { pagesToRender } from './pages-ahead';

describe('pagesToRender', () => {
  it('draws the pages either side of the one shown, inside the book', () => {
    expect(pagesToRender(1, 10)).toEqual([1, 2]);
    expect(pagesToRender(5, 10)).toEqual([4, 5, 6]);
    expect(pagesToRender(10, 10)).toEqual([9, 10]);
    expect(pagesToRender(1, 1)).toEqual([1]);
  });

  it('draws only the page asked for before the page count is known', () => {
    expect(pagesToRender(3, 0)).toEqual([3]);
  });

  it('draws only the page shown until it is drawn', () => {
    expect(pagesToRender(5, 10, false)).toEqual([5]);
    expect(pagesToRender(5, 10, true)).toEqual([4, 5, 6]);
  });
});
