import { pickLanguage, type TextTrack } from '@inkreel/shared';

/**
 * The file to show: the language last chosen in this browser when the item has it, else the
 * browser's own languages, else the first file.
 */
export function chooseTrack(
  tracks: readonly TextTrack[],
  chosen: string | null,
  /** The browser's, most wanted first (useBrowserLanguages). */
  languages: readonly string[],
): TextTrack | null {
  const tags = tracks.map((track) => track.language);
  const language = pickLanguage(tags, chosen ? [chosen, ...languages] : languages);
  return tracks.find((track) => track.language === language) ?? tracks[0] ?? null;
}
