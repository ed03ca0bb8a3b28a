// lib/playback: what every player shares: media state, speed, volume, resume place, the handover.

/** Where in-progress.ts keeps what this browser is part way through. */
export const IN_PROGRESS_KEY = 'inkreel:in-progress';

/**
 * Whether there is anything to continue: the home page's check before it loads its Continue row
 * (a file of its own, so the home page's first load carries these few lines and no more).
 */
export function hasInProgress(): boolean {
  try {
    const text = localStorage.getItem(IN_PROGRESS_KEY);
    return text !== null && text !== '[]';
  } catch {
    return false;
  }
}
