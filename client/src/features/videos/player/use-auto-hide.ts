import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { CONTROLS_HIDE_DELAY_MS, createAutoHide, type AutoHide } from './auto-hide';

/**
 * Whether the player's controls are shown, and a `poke` to call on mouse movement. They never
 * fade out from under a pointer resting on them: faded, they let clicks through to the video, so
 * a click meant for Mute or the seek bar would play or pause instead.
 */
export function useAutoHide(
  playing: boolean,
  controls: RefObject<HTMLElement | null>,
): { visible: boolean; poke: () => void } {
  const [visible, setVisible] = useState(true);
  const machine = useRef<AutoHide | null>(null);

  useEffect(() => {
    const created = createAutoHide(
      setVisible,
      CONTROLS_HIDE_DELAY_MS,
      () => controls.current?.matches(':hover') ?? false,
    );
    machine.current = created;
    return () => {
      created.dispose();
      machine.current = null;
    };
  }, [controls]);

  useEffect(() => {
    machine.current?.setPlaying(playing);
  }, [playing]);

  const poke = useCallback(() => machine.current?.poke(), []);
  return { visible, poke };
}
