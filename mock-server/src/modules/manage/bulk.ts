import { ErrorCode, type BulkBody, type BulkResult } from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../domain-error.js';
import { removeItem } from './delete.js';
import { changeItem } from './edit.js';

type Outcome = BulkResult['results'][number]['outcome'];

function outcomeOf(error: unknown): Outcome {
  if (error instanceof DomainError && error.code === ErrorCode.NOT_FOUND) return 'not_found';
  if (error instanceof DomainError && error.code === ErrorCode.NOT_UPLOADER) return 'forbidden';
  throw error;
}

/**
 * One visibility for several items, or their deletion: each item on its own (someone else's or
 * a missing one is reported and skipped, the rest go through), all checked and changed before
 * the one write the caller makes. Returns the outcomes in the order sent and the files to remove.
 */
export function bulkChange(
  store: Store,
  userId: string,
  body: BulkBody,
): { result: BulkResult; files: string[] } {
  const files: string[] = [];
  const results = body.items.map((item) => {
    const ref = { ...item, userId };
    try {
      if (body.action === 'delete') files.push(...removeItem(store, ref));
      else changeItem(store, ref, { visibility: body.visibility });
      return { ...item, outcome: 'done' as const };
    } catch (error) {
      return { ...item, outcome: outcomeOf(error) };
    }
  });
  return { result: { results }, files };
}
