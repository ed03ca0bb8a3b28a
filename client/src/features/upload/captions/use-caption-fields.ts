import { readChapterField, type Chapter } from '@inkreel/shared';
import { useCallback, useRef, useState } from 'react';
import { languageFromName, languageProblem, type CaptionEntry } from './caption-entries';

// The readers (media-captions, clrc) come only when a file is chosen.
const loadReaders = () => import('@inkreel/shared/caption-files');

/** What the upload form adds for the captions feature: its files, chapters, and their errors. */
export interface CaptionFieldsValue {
  entries: CaptionEntry[];
  chapters: string;
  chaptersError: string | null;
  /** Per entry key: the language's problem, shown once the form was sent. */
  languageErrors: Record<number, string>;
}

/** What goes to the provider once the item exists. */
export interface CaptionPayload {
  tracks: { language: string; file: File }[];
  chapters: Chapter[];
}

/**
 * The caption (or lyrics) files and the chapters field of the upload form. Each file is read
 * with the provider's own check as soon as it is chosen, so the form says which line is wrong
 * before anything is sent.
 */
export function useCaptionFields(kind: 'video' | 'audio') {
  const [value, setValue] = useState<CaptionFieldsValue>({
    entries: [],
    chapters: '',
    chaptersError: null,
    languageErrors: {},
  });
  const nextKey = useRef(1);

  const patchEntry = (key: number, change: Partial<CaptionEntry>) =>
    setValue((v) => ({
      ...v,
      entries: v.entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    }));

  const addFile = useCallback(
    (file: File) => {
      const key = nextKey.current++;
      const first = value.entries.length === 0;
      const fromName = languageFromName(file.name);
      const language =
        fromName ||
        (first && typeof navigator !== 'undefined' ? (navigator.language.split('-')[0] ?? '') : '');
      setValue((v) => ({
        ...v,
        entries: [...v.entries, { key, file, language, fileProblem: null, checking: true }],
      }));
      void Promise.all([file.text(), loadReaders()])
        .then(([text, { readCaptionFile }]) =>
          readCaptionFile(text, kind === 'audio' ? ['vtt', 'srt', 'lrc'] : ['vtt', 'srt']),
        )
        .then(
          (read) =>
            patchEntry(key, {
              checking: false,
              fileProblem: read.ok ? null : read.problem.message,
            }),
          () => patchEntry(key, { checking: false, fileProblem: 'The file could not be read' }),
        );
    },
    [kind, value.entries.length],
  );

  const setLanguage = (key: number, language: string) => patchEntry(key, { language });
  const remove = (key: number) =>
    setValue((v) => ({ ...v, entries: v.entries.filter((entry) => entry.key !== key) }));
  const setChapters = (chapters: string) =>
    setValue((v) => ({ ...v, chapters, chaptersError: null }));
  const reset = useCallback(
    () => setValue({ entries: [], chapters: '', chaptersError: null, languageErrors: {} }),
    [],
  );

  /** Checks everything before the upload: the payload, or null (the errors are shown). */
  const validate = (): CaptionPayload | null => {
    const languageErrors: Record<number, string> = {};
    for (const entry of value.entries) {
      const problem = languageProblem(entry, value.entries);
      if (problem) languageErrors[entry.key] = problem;
    }
    const read = readChapterField(value.chapters);
    const chaptersError = read.ok ? null : read.message;
    setValue((v) => ({ ...v, languageErrors, chaptersError }));
    const fileTrouble = value.entries.some((entry) => entry.fileProblem || entry.checking);
    if (Object.keys(languageErrors).length > 0 || !read.ok || fileTrouble) return null;
    return {
      tracks: value.entries.map((entry) => ({ language: entry.language.trim(), file: entry.file })),
      chapters: read.chapters,
    };
  };

  return { value, addFile, setLanguage, remove, setChapters, reset, validate };
}

export type CaptionFields = ReturnType<typeof useCaptionFields>;
