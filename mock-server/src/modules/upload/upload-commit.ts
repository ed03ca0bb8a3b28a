import type { Request } from 'express';
import { ErrorCode } from '@inkreel/shared';
import type { AppDeps } from '../../deps.js';
import { HttpError } from '../../http/http-error.js';
import { debitOrThrow } from './charge.js';
import type { PlacedMedia } from './placed-media.js';

/**
 * The one step that makes an upload real: with its files already in place, check the balance,
 * append the debit and insert the record with no await in between, so concurrent uploads of one
 * user can never spend the same credits; only then write the store. If the step refuses, the
 * placed files are removed and nothing is kept.
 */
export async function commitUpload<R>(
  deps: AppDeps,
  options: {
    req: Request;
    userId: string;
    price: number;
    contentId: string;
    media: PlacedMedia;
    insert: () => R;
  },
): Promise<R> {
  let record: R;
  try {
    if (options.req.socket.destroyed) {
      // The client left after its last byte: no one would see the reply, so nothing is charged.
      throw new HttpError(400, ErrorCode.VALIDATION_FAILED, 'The upload was cancelled');
    }
    debitOrThrow(deps.store, options.userId, options.price, options.contentId);
    record = options.insert();
  } catch (error) {
    await options.media.removeAll();
    throw error;
  }
  await deps.store.write();
  return record;
}
