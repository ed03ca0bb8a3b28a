export type TurnSide = 'left' | 'right';

/**
 * Page turns that are never lost: foliate-js ignores a turn asked for while the last one is still
 * under way (and for 100 ms after it), so a second tap or key press in quick succession did
 * nothing. A turn asked for meanwhile is kept, one at most (the latest: a held key does not pile up
 * pages to turn after it is let go), and made once the turn under way is done.
 */
export function pageTurns(go: (side: TurnSide) => Promise<unknown>): (side: TurnSide) => void {
  let busy = false;
  let waiting: TurnSide | null = null;
  const run = (side: TurnSide) => {
    busy = true;
    go(side)
      .catch((error: unknown) => console.warn('The page did not turn', error))
      .finally(() => {
        busy = false;
        const next = waiting;
        waiting = null;
        if (next) run(next);
      });
  };
  return (side) => {
    if (busy) waiting = side;
    else run(side);
  };
}
