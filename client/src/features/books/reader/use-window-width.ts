import { useEffect, useState } from 'react';
import { createResizeTracker } from './resize-tracker';

/** window.innerWidth, updated 250 ms after resizing stops and only for changes over 10 px. */
export function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const tracker = createResizeTracker(window.innerWidth, setWidth);
    const onResize = () => tracker.resized(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      tracker.dispose();
    };
  }, []);
  return width;
}
