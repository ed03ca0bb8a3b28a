// lib/keyboard: keyboard shortcuts: the registry, what counts as typing, the players' keys.
/** The issue 13 keyboard map for the players: seek 5 s, volume in tenths. */
export const SEEK_STEP_SECONDS = 5;
export const VOLUME_STEP = 0.1;

/** The new time after a seek, kept inside the media's bounds. */
export function seekBy(current: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Infinity;
  return Math.min(Math.max(0, current + delta), end);
}

/** ← and → (5 s back and forward), as every player lists them; `seek(delta)` makes each run. */
export function seekShortcuts(seek: (delta: number) => () => void) {
  return [
    {
      keys: ['ArrowLeft'],
      labels: ['←'],
      description: `Back ${SEEK_STEP_SECONDS} seconds`,
      run: seek(-SEEK_STEP_SECONDS),
    },
    {
      keys: ['ArrowRight'],
      labels: ['→'],
      description: `Forward ${SEEK_STEP_SECONDS} seconds`,
      run: seek(SEEK_STEP_SECONDS),
    },
  ];
}

export interface VolumeState {
  volume: number;
  muted: boolean;
}

/**
 * One volume step up or down, in whole tenths so repeated steps never drift. Up also unmutes;
 * down never unmutes, and reaching zero mutes.
 */
export function stepVolume({ volume, muted }: VolumeState, direction: 1 | -1): VolumeState {
  const next = Math.round(Math.min(1, Math.max(0, volume + direction * VOLUME_STEP)) * 10) / 10;
  return { volume: next, muted: direction > 0 ? next === 0 : muted || next === 0 };
}

/** "Volume 70%" or "Muted", for the player's short on-screen note. */
export function describeVolume({ volume, muted }: VolumeState): string {
  return muted || volume === 0 ? 'Muted' : `Volume ${Math.round(volume * 100)}%`;
}
