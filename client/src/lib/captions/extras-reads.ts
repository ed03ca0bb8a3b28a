// lib/captions: captions, lyrics, chapters and seek previews: the provider's calls, the viewer's choices.
import {
  audioChapterCalls,
  buildUrl,
  captionCalls,
  lyricsCalls,
  storyboardCalls,
  videoChapterCalls,
} from '@inkreel/shared';
import { keyedRead } from '../api/keyed-read';

/** What carries captions (a video) or lyrics (a track). */
export type CaptionedKind = 'video' | 'audio';

// The feature's reads: the keys and fetchers its hooks use (use-item-extras.ts), and what a
// server-rendered page's loader reads (features/videos/api/video-page-data.ts). No hook code here:
// the route table, which every page loads, imports the loaders.

/** A video's captions or a track's lyrics, by language. */
export function textTracksRead(kind: CaptionedKind, id: string) {
  const input = { params: { id } };
  return kind === 'video'
    ? keyedRead(buildUrl(captionCalls.list, input), (read) => read(captionCalls.list, input))
    : keyedRead(buildUrl(lyricsCalls.list, input), (read) => read(lyricsCalls.list, input));
}

/** The chapters its uploader gave the provider (none: those of the description are used). */
export function chaptersRead(kind: CaptionedKind, id: string) {
  const input = { params: { id } };
  return kind === 'video'
    ? keyedRead(buildUrl(videoChapterCalls.get, input), (read) =>
        read(videoChapterCalls.get, input),
      )
    : keyedRead(buildUrl(audioChapterCalls.get, input), (read) =>
        read(audioChapterCalls.get, input),
      );
}

/** A video's seek previews. */
export function storyboardRead(id: string) {
  const input = { params: { id } };
  return keyedRead(buildUrl(storyboardCalls.get, input), (read) =>
    read(storyboardCalls.get, input),
  );
}
