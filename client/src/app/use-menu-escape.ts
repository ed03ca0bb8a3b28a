import { useEffect, type RefObject } from 'react';
import { modalIsOpen } from '../lib/keyboard/key-targets';

/**
 * Escape closes the open mobile menu and puts focus back on its button, so a keyboard user is
 * not left on a link that has just disappeared. An open dialog gets the Escape instead.
 */
export function useMenuEscape(
  open: boolean,
  close: () => void,
  button: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (modalIsOpen()) return;
      close();
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close, button]);
}
