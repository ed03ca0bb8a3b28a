import { buildUrl, myUploadsCalls } from '@inkreel/shared';
import useSWR from 'swr';
import { request } from '../../../lib/api/api-client';

export type ItemKind = 'video' | 'audio';

export interface CaptionedItem {
  _id: string;
  title: string;
}

/**
 * The video or track whose captions are managed, as the account's own uploads list it (reading
 * it through its page's call would count a view).
 */
export function useCaptionedItem(kind: ItemKind, id: string) {
  return useSWR<CaptionedItem | null, Error>(
    [buildUrl(myUploadsCalls.mine), kind, id],
    async () => {
      const mine = await request(myUploadsCalls.mine);
      const list: CaptionedItem[] = kind === 'video' ? mine.videos : mine.music;
      return list.find((item) => item._id === id) ?? null;
    },
    { shouldRetryOnError: false },
  );
}
