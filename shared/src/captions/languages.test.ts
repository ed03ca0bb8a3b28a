import { describe, expect, it } from 'vitest';
import { canonicalLanguage, languageName, languageTagSchema, pickLanguage } from './languages.js';

describe('language tags', () => {
  it('takes BCP 47 tags in their canonical form and refuses anything else', () => {
    expect(canonicalLanguage('en-gb')).toBe('en-GB');
    expect(canonicalLanguage(' fr ')).toBe('fr');
    expect(canonicalLanguage('zh-hant-tw')).toBe('zh-Hant-TW');
    for (const bad of ['', 'e', 'en_GB!', '12', 'x'.repeat(40)]) {
      expect(canonicalLanguage(bad), bad).toBeNull();
      expect(languageTagSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('names a language in itself', () => {
    expect(languageName('fr')).toBe('Français');
    expect(languageName('en')).toBe('English');
  });

  it("picks the reader's first language available, exactly or by its primary language", () => {
    expect(pickLanguage(['en', 'fr'], ['de', 'fr-CA', 'en'])).toBe('fr');
    expect(pickLanguage(['en-GB', 'fr'], ['en-US'])).toBe('en-GB');
    expect(pickLanguage(['en', 'fr'], ['de'])).toBeNull();
  });
});
