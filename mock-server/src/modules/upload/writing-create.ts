import type { z } from 'zod';
import type { Writing, writingBodySchema } from '@inkreel/shared';
import { newId, nowIso } from '../../db/ids.js';
import type { WritingRecord } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { toWriting } from '../content/content.service.js';
import { charge } from '../wallet/wallet.service.js';
import { priceOf } from './pricing.js';

/**
 * POST /api/poems and /api/stories. Free by default; if a price is configured it is charged like
 * an upload: check, debit and insert in one synchronous step, then the write.
 */
export async function createWriting(
  deps: AppDeps,
  kind: WritingRecord['kind'],
  body: z.output<typeof writingBodySchema>,
  userId: string,
): Promise<Writing> {
  const record: WritingRecord = {
    _id: newId(),
    kind,
    title: body.title,
    content: body.content,
    tags: body.tags,
    createdAt: nowIso(),
    uploaderId: userId,
  };
  charge(deps.store, { userId, priceCredits: priceOf(deps.env, kind), reference: record._id });
  deps.store.data.writings.push(record);
  await deps.store.write();
  return toWriting(deps.store, record);
}
