export type PlayerAction = 'toggle' | 'back' | 'forward' | 'mute' | 'fullscreen';

/** SPEC/issue keyboard map: space or k play/pause, arrows seek 5 s, m mute, f fullscreen. */
export const SEEK_STEP_SECONDS = 5;

interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

export function playerKeyAction(event: KeyLike): PlayerAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case ' ':
    case 'k':
    case 'K':
      return 'toggle';
    case 'ArrowLeft':
      return 'back';
    case 'ArrowRight':
      return 'forward';
    case 'm':
    case 'M':
      return 'mute';
    case 'f':
    case 'F':
      return 'fullscreen';
    default:
      return null;
  }
}

/** The new time after a seek, kept inside the media's bounds. */
export function seekBy(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Infinity;
  return Math.min(Math.max(0, current + delta), end);
}
