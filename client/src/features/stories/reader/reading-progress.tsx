import { useEffect, useState, type RefObject } from 'react';

/** How far through an element the window has scrolled, 0 to 100. */
export function progressThrough(top: number, height: number, viewport: number): number {
  const scrollable = height - viewport;
  if (scrollable <= 0) return top <= 0 ? 100 : 0;
  return Math.round(Math.min(1, Math.max(0, -top / scrollable)) * 100);
}

/** A bar at the top of the window showing how much of the text has been read. */
export function ReadingProgress({ target }: { target: RefObject<HTMLElement | null> }) {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const update = () => {
      const el = target.current;
      if (!el) return;
      const rect = el.getBoundingClientRect();
      setValue(progressThrough(rect.top, rect.height, window.innerHeight));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [target]);
  return (
    <div
      className="reading-progress"
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className="reading-progress-bar" style={{ width: `${value}%` }} />
    </div>
  );
}
