// lib/captions: captions, lyrics, chapters and seek previews: the provider's calls, the viewer's choices.
import { useCallback, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

/** Not in docs/product.md: how this browser shows captions, for every video. */
export const CAPTION_PREFS_KEY = 'inkreel:captions';

export const CAPTION_SIZES = ['small', 'medium', 'large', 'x-large'] as const;
export const CAPTION_BACKGROUNDS = ['solid', 'translucent', 'none'] as const;

const prefsSchema = z.object({
  on: z.boolean(),
  /** The language last chosen; null until one is (the browser's languages decide then). */
  language: z.nullable(z.string()),
  size: z.enum(CAPTION_SIZES),
  background: z.enum(CAPTION_BACKGROUNDS),
});
export type CaptionPrefs = z.infer<typeof prefsSchema>;

export const DEFAULT_CAPTION_PREFS: CaptionPrefs = {
  on: false,
  language: null,
  size: 'medium',
  background: 'translucent',
};

/** Same-page listeners (the storage event reaches other tabs only). */
const listeners = new Set<() => void>();
let cached: { raw: string | null; prefs: CaptionPrefs } | null = null;

function snapshot(): CaptionPrefs {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(CAPTION_PREFS_KEY);
  } catch {
    // Storage refused (privacy modes): the last value this page set, or the defaults.
    return cached?.prefs ?? DEFAULT_CAPTION_PREFS;
  }
  if (cached && cached.raw === raw) return cached.prefs;
  let prefs = DEFAULT_CAPTION_PREFS;
  try {
    const parsed = prefsSchema.safeParse(JSON.parse(raw ?? 'null'));
    if (parsed.success) prefs = parsed.data;
  } catch {
    // A hand-edited value: the defaults.
  }
  cached = { raw, prefs };
  return prefs;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The viewer's caption choices (on or off, language, size, background), shared by every part of
 * a player and kept in localStorage, so the next video starts as the last one was left.
 */
export function useCaptionPrefs() {
  const prefs = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_CAPTION_PREFS);
  const update = useCallback((change: Partial<CaptionPrefs>) => {
    const next = { ...snapshot(), ...change };
    const raw = JSON.stringify(next);
    cached = { raw, prefs: next };
    try {
      localStorage.setItem(CAPTION_PREFS_KEY, raw);
    } catch {
      // Kept for this page only.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [prefs, update] as const;
}
