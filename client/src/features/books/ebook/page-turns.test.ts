import { describe, expect, it } from 'vitest';
import { pageTurns, type TurnSide } from './page-turns';

describe('pageTurns', () => {
  it('keeps the latest turn asked for during one under way, and makes it after', async () => {
    const made: TurnSide[] = [];
    const finish: (() => void)[] = [];
    const turn = pageTurns((side) => {
      made.push(side);
      return new Promise<void>((resolve) => finish.push(resolve));
    });
    turn('right');
    turn('right');
    turn('left');
    expect(made).toEqual(['right']);
    finish.shift()?.();
    await expect.poll(() => made).toEqual(['right', 'left']);
    finish.shift()?.();
    await new Promise((resolve) => setTimeout(resolve));
    expect(made).toEqual(['right', 'left']);
    turn('right');
    expect(made).toEqual(['right', 'left', 'right']);
  });
});
