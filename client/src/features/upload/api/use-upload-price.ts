import { uploadCalls, type ContentType } from '@inkreel/shared';
import useSWR from 'swr';
import { ApiError, request } from '../../../lib/api/api-client';
import { shortfallFromBody } from '../model/insufficient-balance';

export interface UploadPrice {
  /** Credits an upload of this type costs; null when the provider did not say. */
  price: number | null;
  /** The wallet balance the provider compared it with; null when not said. */
  balance: number | null;
  enough: boolean;
}

/** The SWR key of the price of one type; an upload that spends credits revalidates these. */
export const uploadPriceKey = (type: ContentType) => ['upload-price', type] as const;

/**
 * What an upload of `type` costs and what the wallet holds, read from the balance check
 * (GET /api/content/check-balance/{type}): its requiredAmount and balance, whether it answers 200
 * or 402/403. That call is in every provider, so no price list is built into the client. Any
 * other failure means the price is not known (null), and the page simply does not show it.
 */
export async function fetchUploadPrice(type: ContentType): Promise<UploadPrice | null> {
  try {
    const reply = await request(uploadCalls.checkBalance, { params: { contentType: type } });
    return { price: reply.requiredAmount, balance: reply.balance, enough: true };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 402 || error.status === 403)) {
      const { requiredAmount, balance } = shortfallFromBody(error.body);
      return { price: requiredAmount ?? null, balance: balance ?? null, enough: false };
    }
    return null;
  }
}

export function useUploadPrice(type: ContentType) {
  return useSWR<UploadPrice | null, Error, ReturnType<typeof uploadPriceKey>>(
    uploadPriceKey(type),
    ([, t]) => fetchUploadPrice(t),
  );
}
