// lib/captions: captions, lyrics, chapters and seek previews: the provider's calls, the viewer's choices.
import type { ChaptersBody, StoryboardReply, TextTrackList } from '@inkreel/shared';
import type { ReadCall } from '../api/keyed-read';

/** What carries captions (a video) or lyrics (a track). */
export type CaptionedKind = 'video' | 'audio';

/** How one of the feature's reads is done: the server's read with its reader, the browser's fetch. */
export interface FeatureRead<T> {
  read: (call: ReadCall) => Promise<T>;
  fetch: () => Promise<T>;
}

/** What extras-fetch.ts gives, once loaded. */
export interface FeatureReads {
  textTracks: (kind: CaptionedKind, id: string) => FeatureRead<TextTrackList>;
  chapters: (kind: CaptionedKind, id: string) => FeatureRead<ChaptersBody>;
  storyboard: (id: string) => FeatureRead<StoryboardReply>;
}
