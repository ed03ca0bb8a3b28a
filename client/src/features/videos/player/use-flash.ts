import { useCallback, useEffect, useRef, useState } from 'react';

export const FLASH_MS = 1200;

/** A short message that clears itself (the volume after ↑, ↓ or m). */
export function useFlash(durationMs = FLASH_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return { message, show };
}
