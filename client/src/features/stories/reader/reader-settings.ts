import * as z from 'zod/mini';
import { useStoredState } from '../../../lib/storage/use-stored-state';

export const READER_SETTINGS_KEY = 'inkreel:reader-settings';

/** Text sizes in rem, smallest first. */
export const TEXT_SIZES = [0.95, 1.05, 1.15, 1.3, 1.5, 1.75] as const;
export const LINE_SPACINGS = { compact: 1.5, normal: 1.8, relaxed: 2.1 } as const;
export const COLUMN_WIDTHS = { narrow: '34em', medium: '42em', wide: '56em' } as const;
export const READER_THEMES = ['auto', 'light', 'sepia', 'dark'] as const;

export const readerSettingsSchema = z.object({
  size: z.int().check(z.minimum(0), z.maximum(TEXT_SIZES.length - 1)),
  spacing: z.enum(['compact', 'normal', 'relaxed']),
  width: z.enum(['narrow', 'medium', 'wide']),
  font: z.enum(['serif', 'sans']),
  theme: z.enum(READER_THEMES),
});
export type ReaderSettings = z.infer<typeof readerSettingsSchema>;

export const DEFAULT_READER_SETTINGS: ReaderSettings = {
  size: 2,
  spacing: 'normal',
  width: 'medium',
  font: 'serif',
  theme: 'auto',
};

/** The story and poem reader's preferences, kept across visits. */
export function useReaderSettings() {
  return useStoredState(READER_SETTINGS_KEY, readerSettingsSchema, DEFAULT_READER_SETTINGS);
}

/** Words per minute of an unhurried reader. */
export const WORDS_PER_MINUTE = 220;

/** "N min read", never less than 1. */
export function readingTime(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}
