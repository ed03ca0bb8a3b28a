import { useEffect, type RefObject } from 'react';
import { modalIsOpen } from '../lib/keyboard/key-targets';

/**
 * Escape closes the open menu and puts focus back on its button, so a keyboard user is not left
 * on a link that has just disappeared. An open dialog gets the Escape instead. A press outside
 * the bar closes it too: the menu lies over the page, which should not need a second tap to use.
 */
export function useMenuEscape(
  open: boolean,
  close: () => void,
  button: RefObject<HTMLButtonElement | null>,
  bar?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (modalIsOpen()) return;
      close();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const inside = bar?.current?.contains(event.target as Node);
      if (bar?.current && !inside) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, button, bar]);
}
