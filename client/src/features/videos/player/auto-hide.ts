/** docs/product.md section 9: controls hide 2000 ms after the last mouse movement while playing. */
export const CONTROLS_HIDE_DELAY_MS = 2000;

export interface AutoHide {
  /** Playing starts the countdown; pausing shows the controls for good. */
  setPlaying(playing: boolean): void;
  /** Mouse movement (or keyboard use): show the controls and restart the countdown. */
  poke(): void;
  dispose(): void;
}

/**
 * The controls' visibility as a tiny timer machine, kept apart from React so it is easy to test.
 * `held` says whether something keeps them up when the countdown ends (the pointer resting on
 * them): they then stay, and the countdown starts again.
 */
export function createAutoHide(
  onChange: (visible: boolean) => void,
  delayMs = CONTROLS_HIDE_DELAY_MS,
  held: () => boolean = () => false,
): AutoHide {
  let visible = true;
  let playing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: boolean) => {
    if (next === visible) return;
    visible = next;
    onChange(next);
  };
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    clear();
    timer = setTimeout(() => {
      timer = undefined;
      if (!playing) return;
      if (held()) schedule();
      else set(false);
    }, delayMs);
  };

  return {
    setPlaying(next) {
      playing = next;
      set(true);
      if (playing) schedule();
      else clear();
    },
    poke() {
      set(true);
      if (playing) schedule();
    },
    dispose: clear,
  };
}
