import type { ContentType } from '@inkreel/shared';
import type { Env } from '../../env.js';

/**
 * Upload prices in credits, the one place they are read: the UPLOAD_PRICE_* variables, whose
 * defaults are shared's DEFAULT_UPLOAD_PRICES (video 10, audio 5, book 8, poem 0, story 0).
 */
export function priceOf(env: Env, type: ContentType): number {
  const prices: Record<ContentType, number> = {
    video: env.UPLOAD_PRICE_VIDEO,
    audio: env.UPLOAD_PRICE_AUDIO,
    book: env.UPLOAD_PRICE_BOOK,
    poem: env.UPLOAD_PRICE_POEM,
    story: env.UPLOAD_PRICE_STORY,
  };
  return prices[type];
}
