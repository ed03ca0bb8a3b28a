import { describe, expect, it } from 'vitest';
import { tapZone } from './tap-zone';

describe('tapZone', () => {
  const box = { left: 20, width: 280 };

  it('reads the outer quarters as turns and the rest as the middle', () => {
    expect(tapZone(25, box)).toBe('left');
    expect(tapZone(20 + 69, box)).toBe('left');
    expect(tapZone(160, box)).toBe('middle');
    expect(tapZone(20 + 211, box)).toBe('right');
    expect(tapZone(299, box)).toBe('right');
  });

  it('takes a tap beside the page as its nearer edge, and an unmeasured page as the middle', () => {
    expect(tapZone(0, box)).toBe('left');
    expect(tapZone(320, box)).toBe('right');
    expect(tapZone(100, { left: 0, width: 0 })).toBe('middle');
  });
});
