import { ErrorCode } from '@inkreel/shared';
import type { AppDeps } from '../../deps.js';
import { DomainError } from '../../domain-error.js';
import { charge } from '../wallet/wallet.service.js';
import type { PlacedMedia } from './placed-media.js';

/** Thrown when the client left before the upload was committed; the route logs it as info. */
export const uploadCancelled = () =>
  new DomainError(ErrorCode.VALIDATION_FAILED, 'The upload was cancelled');

/**
 * The one step that makes an upload real: with its files already in place, check the balance,
 * append the debit and insert the record with no await in between, so concurrent uploads of one
 * user can never spend the same credits; only then write the store. If the step refuses, the
 * placed files are removed and nothing is kept.
 */
export async function commitUpload<R>(
  deps: AppDeps,
  options: {
    signal: AbortSignal;
    userId: string;
    price: number;
    contentId: string;
    media: PlacedMedia;
    insert: () => R;
  },
): Promise<R> {
  let record: R;
  try {
    // The client left after its last byte: no one would see the reply, so nothing is charged.
    if (options.signal.aborted) throw uploadCancelled();
    charge(deps.store, {
      userId: options.userId,
      priceCredits: options.price,
      reference: options.contentId,
    });
    record = options.insert();
  } catch (error) {
    await options.media.removeAll();
    throw error;
  }
  await deps.store.write();
  return record;
}
