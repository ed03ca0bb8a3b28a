import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Fullscreen on an element (the player container, so the custom controls come along). */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement === ref.current && !!ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  const toggle = useCallback(() => {
    // lib.dom says every element has requestFullscreen; iPhone Safari's have not.
    const el: Partial<Pick<HTMLElement, 'requestFullscreen'>> | null = ref.current;
    if (!el) return;
    const action = document.fullscreenElement
      ? document.exitFullscreen()
      : el.requestFullscreen?.();
    Promise.resolve(action).catch((error: unknown) => console.warn('Fullscreen refused', error));
  }, [ref]);

  return { active, toggle };
}
