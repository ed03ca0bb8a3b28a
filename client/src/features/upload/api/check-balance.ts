import { uploadCalls, type FileContentType } from '@inkreel/shared';
import { ApiError, request } from '../../../lib/api/api-client';
import { shortfallFromBody, type ShortfallInput } from '../model/insufficient-balance';

export type BalanceCheck = { ok: true } | { ok: false; shortfall: ShortfallInput };

/**
 * GET /api/content/check-balance/{type}. Only 402 and 403 stop the upload (docs/product.md section 7);
 * any other failure (network, 5xx, an old provider without the route) lets it go ahead, and the
 * upload call itself still answers 403 when the balance is short.
 */
export async function checkBalance(contentType: FileContentType): Promise<BalanceCheck> {
  try {
    await request(uploadCalls.checkBalance, { params: { contentType } });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 402 || error.status === 403)) {
      return { ok: false, shortfall: shortfallFromBody(error.body) };
    }
    console.warn('Balance check failed; continuing with the upload', error);
    return { ok: true };
  }
}
