import { audioChapterCalls, videoChapterCalls } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';
import { chaptersKey } from '../../../lib/captions/extras-reads';
import type { ItemKind } from './use-captioned-item';

/** The chapters the provider keeps for the item (not those of its description). */
export function useProvidedChapters(kind: ItemKind, id: string) {
  const call = kind === 'video' ? videoChapterCalls.get : audioChapterCalls.get;
  return useSWR(chaptersKey(kind, id), () => request(call, { params: { id } }));
}
