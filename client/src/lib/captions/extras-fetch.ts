// lib/captions: captions, lyrics, chapters and seek previews: the provider's calls, the viewer's choices.
import {
  audioChapterCalls,
  captionCalls,
  lyricsCalls,
  storyboardCalls,
  videoChapterCalls,
} from '@inkreel/shared';
import { request } from '../api/api-client';
import { knownExtensions, loadExtensions } from '../api/extensions';
import type { ReadCall } from '../api/keyed-read';
import type { CaptionedKind, FeatureRead } from './extras-types';

/**
 * A read asked only of a provider that offers the feature (`none` otherwise): the video page's
 * loader reads it for every video, and a provider without the feature gets no call it lacks.
 */
function featureRead<T>(read: (call: ReadCall) => Promise<T>, none: T): FeatureRead<T> {
  return {
    read: async (call) =>
      (await loadExtensions(call)).extensions.includes('captions') ? read(call) : none,
    fetch: async () =>
      (await knownExtensions()).extensions.includes('captions') ? read(request) : none,
  };
}

export const textTracks = (kind: CaptionedKind, id: string) =>
  featureRead(
    (read) => read(kind === 'video' ? captionCalls.list : lyricsCalls.list, { params: { id } }),
    { tracks: [] },
  );

export const chapters = (kind: CaptionedKind, id: string) =>
  featureRead(
    (read) =>
      read(kind === 'video' ? videoChapterCalls.get : audioChapterCalls.get, { params: { id } }),
    { chapters: [] },
  );

export const storyboard = (id: string) =>
  featureRead((read) => read(storyboardCalls.get, { params: { id } }), { storyboard: null });
