import { useEffect, useState, type RefObject } from 'react';

function hasKeyboardFocus(root: HTMLElement): boolean {
  try {
    return root.querySelector(':focus-visible') !== null;
  } catch {
    // An engine without :focus-visible: any focus inside counts.
    return root.contains(root.ownerDocument.activeElement);
  }
}

/**
 * Whether something inside `root` has keyboard focus (`:focus-visible`): a button the mouse
 * clicked keeps focus without it, so the controls can still hide after a click on Play.
 */
export function useKeyboardFocusWithin(root: RefObject<HTMLElement | null>): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const update = () => setFocused(hasKeyboardFocus(el));
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || !el.contains(event.relatedTarget)) {
        setFocused(false);
      }
    };
    // A key pressed on a control the mouse focused makes that focus a keyboard one.
    const onKey = () => requestAnimationFrame(update);
    el.addEventListener('focusin', update);
    el.addEventListener('focusout', onFocusOut);
    el.addEventListener('keyup', onKey);
    return () => {
      el.removeEventListener('focusin', update);
      el.removeEventListener('focusout', onFocusOut);
      el.removeEventListener('keyup', onKey);
    };
  }, [root]);
  return focused;
}
