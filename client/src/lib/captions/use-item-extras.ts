// lib/captions: captions, lyrics, chapters and seek previews: the provider's calls, the viewer's choices.
import {
  audioChapterCalls,
  buildUrl,
  captionCalls,
  chaptersFromDescription,
  lyricsCalls,
  storyboardCalls,
  videoChapterCalls,
  type Chapter,
  type Storyboard,
  type TextTrack,
} from '@inkreel/shared';
import { useMemo } from 'react';
import useSWR from 'swr';
import { request } from '../api/api-client';
import { useExtension } from '../api/extensions';

/** What carries captions (a video) or lyrics (a track). */
export type CaptionedKind = 'video' | 'audio';

const NO_TRACKS: TextTrack[] = [];
const NO_CHAPTERS: Chapter[] = [];
const quiet = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** Keys of the feature's reads, for the pages that change them (My uploads) to revalidate. */
export const textTracksKey = (kind: CaptionedKind, id: string) =>
  buildUrl(kind === 'video' ? captionCalls.list : lyricsCalls.list, { params: { id } });
export const chaptersKey = (kind: CaptionedKind, id: string) =>
  buildUrl(kind === 'video' ? videoChapterCalls.get : audioChapterCalls.get, { params: { id } });
export const storyboardKey = (id: string) => buildUrl(storyboardCalls.get, { params: { id } });

/**
 * A video's captions or a track's lyrics, by language: none until the provider says it offers
 * the captions feature, and none (no error shown) when the call fails.
 */
export function useTextTracks(kind: CaptionedKind, id: string | null): TextTrack[] {
  const offered = useExtension('captions', id !== null);
  const call = kind === 'video' ? captionCalls.list : lyricsCalls.list;
  const { data } = useSWR(
    offered && id ? textTracksKey(kind, id) : null,
    () => request(call, { params: { id: id ?? '' } }),
    quiet,
  );
  return data?.tracks ?? NO_TRACKS;
}

/**
 * The item's chapters: those its uploader gave the provider, else "0:00 Intro" lines of its
 * description, which need no provider call and work against any provider.
 */
export function useChapters(
  kind: CaptionedKind,
  id: string | null,
  description: string,
): Chapter[] {
  const offered = useExtension('captions', id !== null);
  const call = kind === 'video' ? videoChapterCalls.get : audioChapterCalls.get;
  const { data } = useSWR(
    offered && id ? chaptersKey(kind, id) : null,
    () => request(call, { params: { id: id ?? '' } }),
    quiet,
  );
  const kept = data?.chapters ?? NO_CHAPTERS;
  const described = useMemo(() => chaptersFromDescription(description), [description]);
  return kept.length > 0 ? kept : described.length > 0 ? described : NO_CHAPTERS;
}

/** A video's seek previews, or null (the seek bar then shows the time alone); null id: none. */
export function useStoryboard(id: string | null): Storyboard | null {
  const offered = useExtension('captions', id !== null);
  const { data } = useSWR(
    offered && id ? storyboardKey(id) : null,
    () => request(storyboardCalls.get, { params: { id: id ?? '' } }),
    quiet,
  );
  return data?.storyboard ?? null;
}
