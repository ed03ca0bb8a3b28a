// lib/captions: captions, lyrics, chapters and seek previews: the provider's calls, the viewer's choices.
import {
  chaptersFromDescription,
  type Chapter,
  type Storyboard,
  type TextTrack,
} from '@inkreel/shared';
import { useMemo } from 'react';
import useSWR from 'swr';
import { useExtension } from '../api/extensions';
import { chaptersRead, storyboardRead, textTracksRead, type CaptionedKind } from './extras-reads';

export type { CaptionedKind };

const NO_TRACKS: TextTrack[] = [];
const NO_CHAPTERS: Chapter[] = [];
const quiet = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * A video's captions or a track's lyrics, by language: none until the provider says it offers
 * the captions feature, and none (no error shown) when the call fails.
 */
export function useTextTracks(kind: CaptionedKind, id: string | null): TextTrack[] {
  const offered = useExtension('captions', id !== null);
  const read = textTracksRead(kind, id ?? '');
  const { data } = useSWR(offered && id ? read.key : null, read.fetch, quiet);
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
  const read = chaptersRead(kind, id ?? '');
  const { data } = useSWR(offered && id ? read.key : null, read.fetch, quiet);
  const kept = data?.chapters ?? NO_CHAPTERS;
  const described = useMemo(() => chaptersFromDescription(description), [description]);
  return kept.length > 0 ? kept : described.length > 0 ? described : NO_CHAPTERS;
}

/** A video's seek previews, or null (the seek bar then shows the time alone); null id: none. */
export function useStoryboard(id: string | null): Storyboard | null {
  const offered = useExtension('captions', id !== null);
  const read = storyboardRead(id ?? '');
  const { data } = useSWR(offered && id ? read.key : null, read.fetch, quiet);
  return data?.storyboard ?? null;
}
