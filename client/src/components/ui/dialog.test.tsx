import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

/**
 * Presses Escape in the same commit that puts the dialog on screen, after the dialog's own layout
 * effects and before any passive effect: the moment a browser may deliver a key press to a dialog
 * whose lazy chunk has just arrived.
 */
function EscapeOnFirstCommit({ onDismiss }: { onDismiss: () => void }) {
  useLayoutEffect(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  }, []);
  return (
    <Dialog title="Keys" onDismiss={onDismiss} actions={<button type="button">Close</button>}>
      <p>Body</p>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('listens for Escape and holds focus from its first paint, before passive effects run', () => {
    const onDismiss = vi.fn();
    render(<EscapeOnFirstCommit onDismiss={onDismiss} />);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('is not dismissed by Escape when it must be answered', () => {
    render(
      <Dialog title="Answer" actions={<button type="button">OK</button>}>
        <p>Body</p>
      </Dialog>,
    );
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(screen.getByRole('dialog', { name: 'Answer' })).toBeInTheDocument();
  });
});
