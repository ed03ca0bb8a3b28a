import {
  audioChapterCalls,
  captionCalls,
  lyricsCalls,
  storyboardCalls,
  videoChapterCalls,
  type Chapter,
} from '@inkreel/shared';
import { useSWRConfig } from 'swr';
import { ApiError, request } from '../../../lib/api/api-client';
import { chaptersKey, storyboardKey, textTracksKey } from '../../../lib/captions/extras-reads';
import type { ItemKind } from './use-captioned-item';

/**
 * The changes an uploader makes to an item's captions (or lyrics), chapters and seek previews;
 * each asks again for what it changed, so the page and the players show it.
 */
export function useCaptionChanges(kind: ItemKind, id: string) {
  const { mutate } = useSWRConfig();
  const tracks = kind === 'video' ? captionCalls : lyricsCalls;
  const params = { id };
  return {
    /** POST a file in a new language. */
    add: async (language: string, text: string) => {
      await request(tracks.add, { params, body: { language, text } });
      await mutate(textTracksKey(kind, id));
    },
    /** PUT a new file over a language's (replacing is explicit: its own button). */
    replace: async (language: string, text: string) => {
      await request(tracks.replace, { params: { id, language }, body: { text } });
      await mutate(textTracksKey(kind, id));
    },
    remove: async (language: string) => {
      await request(tracks.remove, { params: { id, language } });
      await mutate(textTracksKey(kind, id));
    },
    saveChapters: async (chapters: Chapter[]) => {
      const call = kind === 'video' ? videoChapterCalls.put : audioChapterCalls.put;
      const saved = await request(call, { params, body: { chapters } });
      await mutate(chaptersKey(kind, id), saved, { revalidate: false });
    },
    removeStoryboard: async () => {
      const reply = await request(storyboardCalls.remove, { params });
      await mutate(storyboardKey(id), reply, { revalidate: false });
    },
  };
}

/** A refusal in words for the page: the provider's own, which names the line at fault. */
export function changeProblem(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return 'The provider could not be reached. Try again.';
    return error.serverMessage ?? `The provider refused (status ${error.status}).`;
  }
  return error instanceof Error ? error.message : 'Something went wrong. Try again.';
}
