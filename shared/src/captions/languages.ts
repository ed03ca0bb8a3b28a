import * as z from 'zod/mini';

/** The longest language tag taken: BCP 47 allows more, but no caption needs it. */
export const LANGUAGE_TAG_MAX_LENGTH = 35;

/**
 * A BCP 47 tag in its canonical form (`en-gb` → `en-GB`), or null when it is not one. The
 * platform's own `Intl.getCanonicalLocales` decides, in the browser and in Node alike.
 */
export function canonicalLanguage(tag: string): string | null {
  const trimmed = tag.trim();
  if (trimmed === '' || trimmed.length > LANGUAGE_TAG_MAX_LENGTH) return null;
  try {
    return Intl.getCanonicalLocales(trimmed)[0] ?? null;
  } catch {
    return null;
  }
}

export const LANGUAGE_TAG_MESSAGE = 'A language is a BCP 47 tag, such as en, fr or pt-BR';

/** A language tag as sent: any BCP 47 tag, compared and stored in its canonical form. */
export const languageTagSchema = z
  .string()
  .check(z.refine((tag) => canonicalLanguage(tag) !== null, LANGUAGE_TAG_MESSAGE));

/** "Français" for `fr`: a language named in itself, as a language menu lists it. */
export function languageName(tag: string): string {
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    if (name && name !== tag) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // A tag this runtime has no names for: the tag itself.
  }
  return tag;
}

/**
 * The language to show first, out of `available`: the first of the reader's languages (most
 * wanted first) that one matches exactly, then by its primary language (`fr-CA` takes `fr`), else
 * null.
 */
export function pickLanguage(
  available: readonly string[],
  wanted: readonly string[],
): string | null {
  const lower = available.map((tag) => tag.toLowerCase());
  for (const want of wanted) {
    const exact = lower.indexOf(want.toLowerCase());
    if (exact >= 0) return available[exact] ?? null;
    const primary = want.toLowerCase().split('-')[0];
    const near = lower.findIndex((tag) => tag.split('-')[0] === primary);
    if (near >= 0) return available[near] ?? null;
  }
  return null;
}
