// lib/playback: what every player shares: media state, speed, volume, resume place, the handover.
import { useEffect, type RefObject } from 'react';
import * as z from 'zod/mini';
import { useStoredState } from '../storage/use-stored-state';

/** The speeds a player offers, in the order its button steps through them. */
export const PLAYBACK_RATES = [1, 1.25, 1.5, 1.75, 2, 0.75] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** Not in docs/product.md: the listener's chosen speed, kept for every video and track. */
export const PLAYBACK_RATE_KEY = 'inkreel:playback-rate';

/** The same speeds, slowest first (the keyboard's faster and slower). */
const BY_SPEED = [...PLAYBACK_RATES].sort((a, b) => a - b);

const rateSchema = z.union(PLAYBACK_RATES.map((rate) => z.literal(rate)));

/** "1.25×" */
export const rateLabel = (rate: number) => `${rate}×`;

/**
 * The playback speed of a player's media element: one choice for every video and track (an
 * audiobook listener keeps theirs from one chapter to the next), kept in localStorage. A new
 * source starts at it too (`defaultPlaybackRate` survives the element's reload).
 */
export function usePlaybackRate(
  ref: RefObject<HTMLMediaElement | null>,
  src: string,
): {
  rate: PlaybackRate;
  next: () => void;
  faster: () => PlaybackRate;
  slower: () => PlaybackRate;
} {
  const [rate, setRate] = useStoredState<PlaybackRate>(PLAYBACK_RATE_KEY, rateSchema, 1);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.defaultPlaybackRate = rate;
    el.playbackRate = rate;
  }, [ref, src, rate]);
  const next = () => {
    const at = PLAYBACK_RATES.indexOf(rate);
    setRate(PLAYBACK_RATES[(at + 1) % PLAYBACK_RATES.length] ?? 1);
  };
  /** One step up or down the speeds in order, stopping at either end; returns the new speed. */
  const step = (direction: 1 | -1): PlaybackRate => {
    const at = BY_SPEED.indexOf(rate);
    const to = BY_SPEED[Math.min(BY_SPEED.length - 1, Math.max(0, at + direction))] ?? rate;
    setRate(to);
    return to;
  };
  return { rate, next, faster: () => step(1), slower: () => step(-1) };
}
