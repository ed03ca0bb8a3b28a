import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { shortcutRegistry } from './shortcut-registry';
import { useShortcutGroups, useShortcuts } from './use-shortcuts';

function Player({ onToggle, enabled = true }: { onToggle: () => void; enabled?: boolean }) {
  useShortcuts(
    'Player',
    [{ keys: [' ', 'k'], labels: ['Space', 'k'], description: 'Play or pause', run: onToggle }],
    enabled,
  );
  return (
    <div>
      <input aria-label="Name" />
      <textarea aria-label="Notes" />
      <select aria-label="Pick">
        <option>a</option>
      </select>
      <button type="button">Other</button>
      <input type="range" aria-label="Seek" />
    </div>
  );
}

const press = (key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
};

describe('useShortcuts', () => {
  it('runs the shortcut for its keys, in either case, and prevents the browser default', () => {
    const onToggle = vi.fn();
    render(<Player onToggle={onToggle} />);
    const event = press(' ');
    press('k');
    press('K');
    expect(onToggle).toHaveBeenCalledTimes(3);
    expect(event.defaultPrevented).toBe(true);
    expect(press('x').defaultPrevented).toBe(false);
  });

  it('ignores keys typed in a field', () => {
    const onToggle = vi.fn();
    render(<Player onToggle={onToggle} />);
    press('k', screen.getByLabelText('Name'));
    press(' ', screen.getByLabelText('Notes'));
    press('k', screen.getByLabelText('Pick'));
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('leaves Space to a focused button but takes other keys there', () => {
    const onToggle = vi.fn();
    render(<Player onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Other' });
    expect(press(' ', button).defaultPrevented).toBe(false);
    expect(onToggle).not.toHaveBeenCalled();
    press('k', button);
    press(' ', screen.getByLabelText('Seek'));
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('ignores browser shortcuts, composition, handled keys and keys under a modal dialog', () => {
    const onToggle = vi.fn();
    render(<Player onToggle={onToggle} />);
    press('k', document.body, { ctrlKey: true });
    press('k', document.body, { metaKey: true });
    press('k', document.body, { altKey: true });
    press('k', document.body, { isComposing: true });
    const handled = new KeyboardEvent('keydown', { key: 'k', bubbles: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    const modal = document.createElement('div');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    press('k');
    modal.remove();
    expect(onToggle).not.toHaveBeenCalled();
    press('k');
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('calls the latest handler without registering twice, and stops when unmounted', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = render(<Player onToggle={first} />);
    rerender(<Player onToggle={second} />);
    expect(shortcutRegistry.groups()).toHaveLength(1);
    press('k');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    expect(shortcutRegistry.groups()).toHaveLength(0);
    press('k');
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("hands a key pressed before a render's effects have run to that render's handler", () => {
    // Effects of a render that no input caused run after paint: a key can arrive between a
    // render's commit and its effects. Pressed from a layout effect, the key lands in that gap.
    const calls: string[] = [];
    function Pager({ page }: { page: number }) {
      useShortcuts('Pager', [
        {
          keys: ['ArrowLeft'],
          labels: ['←'],
          description: 'Previous page',
          run: () => calls.push(`previous from ${page}`),
        },
      ]);
      useLayoutEffect(() => {
        if (page === 2) {
          document.body.dispatchEvent(
            new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }),
          );
        }
      }, [page]);
      return null;
    }
    const { rerender, unmount } = render(<Pager page={1} />);
    rerender(<Pager page={2} />);
    expect(calls).toEqual(['previous from 2']);
    unmount();
  });

  it('registers nothing while disabled', () => {
    const onToggle = vi.fn();
    const { rerender } = render(<Player onToggle={onToggle} enabled={false} />);
    press('k');
    expect(onToggle).not.toHaveBeenCalled();
    rerender(<Player onToggle={onToggle} enabled />);
    press('k');
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('gives a key two groups share to the group mounted last', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    function Inner() {
      useShortcuts('Inner', [{ keys: ['k'], labels: ['k'], description: 'Inner', run: inner }]);
      return null;
    }
    const { rerender } = render(<Player onToggle={outer} />);
    rerender(
      <>
        <Player onToggle={outer} />
        <Inner />
      </>,
    );
    press('k');
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    press(' ');
    expect(outer).toHaveBeenCalledTimes(1);
  });
});

describe('useShortcutGroups', () => {
  it('lists the groups mounted now', () => {
    function Titles() {
      return (
        <p>
          {useShortcutGroups()
            .map((g) => g.title)
            .join(', ') || 'none'}
        </p>
      );
    }
    function Page() {
      const [player, setPlayer] = useState(true);
      return (
        <>
          {player ? <Player onToggle={() => undefined} /> : null}
          <button type="button" onClick={() => setPlayer(false)}>
            Leave
          </button>
          <Titles />
        </>
      );
    }
    render(<Page />);
    expect(screen.getByText('Player')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
