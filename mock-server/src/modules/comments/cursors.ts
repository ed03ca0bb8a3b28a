import { ErrorCode } from '@inkreel/shared';
import { DomainError } from '../../domain-error.js';

/** What keyset cursors order by: the moment, then the id. */
export interface Keyed {
  createdAt: string;
  _id: string;
}

type Cursor = { key: Keyed } | { offset: number };

const encode = (text: string) => Buffer.from(text).toString('base64url');

/** An opaque cursor: a keyset position (`k|createdAt|id`) or, for orders that move, an offset. */
function decode(cursor: string): Cursor {
  const [tag, a, b] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (tag === 'k' && a && b) return { key: { createdAt: a, _id: b } };
  const offset = Number(a);
  if (tag === 'o' && Number.isSafeInteger(offset) && offset >= 0) return { offset };
  throw new DomainError(
    ErrorCode.VALIDATION_FAILED,
    'Invalid query.cursor: not a cursor this list gave',
    {
      issues: [{ path: 'query.cursor', message: 'Not a cursor this list gave' }],
    },
  );
}

/**
 * One page of `sorted` (ordered by `order`) after `cursor`. A keyset cursor continues after the
 * last item shown even when newer ones arrive meanwhile; `byOffset` lists (the most liked first,
 * whose order moves with every like) continue by position instead.
 */
export function pageAfter<T extends Keyed>(
  sorted: readonly T[],
  order: (a: Keyed, b: Keyed) => number,
  cursor: string | undefined,
  limit: number,
  byOffset = false,
): { items: T[]; nextCursor: string | null } {
  const at = cursor === undefined ? { offset: 0 } : decode(cursor);
  const start = 'offset' in at ? at.offset : sorted.findIndex((item) => order(item, at.key) > 0);
  if (start < 0) return { items: [], nextCursor: null };
  const items = sorted.slice(start, start + limit);
  const last = items.at(-1);
  if (!last || start + limit >= sorted.length) return { items, nextCursor: null };
  const next = byOffset ? `o|${start + limit}` : `k|${last.createdAt}|${last._id}`;
  return { items, nextCursor: encode(next) };
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const newestFirst = (a: Keyed, b: Keyed): number =>
  compare(b.createdAt, a.createdAt) || compare(a._id, b._id);

export const oldestFirst = (a: Keyed, b: Keyed): number =>
  compare(a.createdAt, b.createdAt) || compare(a._id, b._id);
