// lib/captions: captions, lyrics, chapters and seek previews: the provider's calls, the viewer's choices.
import type { ChaptersBody, StoryboardReply, TextTrackList } from '@inkreel/shared';
import type { KeyedRead } from '../api/keyed-read';
import type { CaptionedKind, FeatureRead, FeatureReads } from './extras-types';

export type { CaptionedKind };

// The feature's reads: the keys and fetchers its hooks use (use-item-extras.ts), and what the video
// page's loader reads (features/videos/api/video-page-data.ts). The route table, which every page
// loads, imports the loaders: here are the keys alone; how they are read (the contracts, the
// extension check) loads when a read runs. extras-reads.test.ts holds the keys to the contracts.

const itemPath = (kind: CaptionedKind, id: string) =>
  `/api/${kind === 'video' ? 'videos' : 'audios'}/${encodeURIComponent(id)}`;

export const textTracksKey = (kind: CaptionedKind, id: string) =>
  `${itemPath(kind, id)}/${kind === 'video' ? 'captions' : 'lyrics'}`;
export const chaptersKey = (kind: CaptionedKind, id: string) => `${itemPath(kind, id)}/chapters`;
export const storyboardKey = (id: string) => `${itemPath('video', id)}/storyboard`;

const fetching = (): Promise<FeatureReads> => import('./extras-fetch');

/** A read under `key`, done by what `pick` chooses of the module once it is loaded. */
function lazyRead<T>(key: string, pick: (module: FeatureReads) => FeatureRead<T>): KeyedRead<T> {
  return {
    key,
    read: async (call) => pick(await fetching()).read(call),
    fetch: async () => pick(await fetching()).fetch(),
    feed: false,
  };
}

/** A video's captions or a track's lyrics, by language. */
export const textTracksRead = (kind: CaptionedKind, id: string): KeyedRead<TextTrackList> =>
  lazyRead(textTracksKey(kind, id), (module) => module.textTracks(kind, id));

/** The chapters its uploader gave the provider (none: those of the description are used). */
export const chaptersRead = (kind: CaptionedKind, id: string): KeyedRead<ChaptersBody> =>
  lazyRead(chaptersKey(kind, id), (module) => module.chapters(kind, id));

/** A video's seek previews. */
export const storyboardRead = (id: string): KeyedRead<StoryboardReply> =>
  lazyRead(storyboardKey(id), (module) => module.storyboard(id));
