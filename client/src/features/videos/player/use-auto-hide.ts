import { useCallback, useEffect, useRef, useState } from 'react';
import { createAutoHide, type AutoHide } from './auto-hide';

/** Whether the player's controls are shown, and a `poke` to call on mouse movement. */
export function useAutoHide(playing: boolean): { visible: boolean; poke: () => void } {
  const [visible, setVisible] = useState(true);
  const machine = useRef<AutoHide | null>(null);

  useEffect(() => {
    const created = createAutoHide(setVisible);
    machine.current = created;
    return () => {
      created.dispose();
      machine.current = null;
    };
  }, []);

  useEffect(() => {
    machine.current?.setPlaying(playing);
  }, [playing]);

  const poke = useCallback(() => machine.current?.poke(), []);
  return { visible, poke };
}
