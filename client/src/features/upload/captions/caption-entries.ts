import { canonicalLanguage, LANGUAGE_TAG_MESSAGE } from '@inkreel/shared';

/** One caption (or lyrics) file chosen on the form, with its language and what is wrong with it. */
export interface CaptionEntry {
  key: number;
  file: File;
  language: string;
  /** The file's own problem ("Line 3: …"), from the same check the provider runs; null: fine. */
  fileProblem: string | null;
  /** True while the file is being read. */
  checking: boolean;
}

/** "clip.fr.vtt" → "fr": a language the file's name carries, as caption files are often named. */
export function languageFromName(name: string): string {
  const match = /\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.(?:vtt|srt|lrc)$/i.exec(name);
  return (match?.[1] && canonicalLanguage(match[1])) ?? '';
}

/** What is wrong with an entry's language: none, not a tag, or a language given twice. */
export function languageProblem(
  entry: CaptionEntry,
  entries: readonly CaptionEntry[],
): string | null {
  const tag = canonicalLanguage(entry.language);
  if (entry.language.trim() === '') return 'Give the language of this file, such as en or fr';
  if (!tag) return LANGUAGE_TAG_MESSAGE;
  // The later of two files in one language is the one at fault.
  const earlier = entries.slice(0, entries.indexOf(entry));
  const twice = earlier.some((other) => canonicalLanguage(other.language) === tag);
  return twice ? 'One file per language: this language has a file already' : null;
}

/** The files a form may take: captions for a video; lyrics (LRC too) for a track. */
export const CAPTION_ACCEPT = {
  video: '.vtt,.srt,text/vtt',
  audio: '.vtt,.srt,.lrc,text/vtt',
} as const;
