import type { ContentType, ItemStats, StatsTotals, StatsTotalsItem } from '@inkreel/shared';
import { newestByUploader } from '../../db/indexes.js';
import type { Store } from '../../db/store.js';
import { visibilityOf } from '../content/content.service.js';
import { ownedItem, type ItemRecord } from './items.js';
import { daysOf, totalsOf } from './stats-source.js';

/** The newest this many of each kind, as My uploads lists them. */
const PER_KIND = 100;

function totalsItem(store: Store, kind: ContentType, record: ItemRecord): StatsTotalsItem {
  return {
    kind,
    id: record._id,
    title: record.title,
    visibility: visibilityOf(record),
    totals: totalsOf(kind, record, store),
  };
}

/** Every upload of a user's, kind by kind and newest first, with its totals. */
export function uploadsOf(store: Store, userId: string): [ContentType, ItemRecord][] {
  const { videos, audios, books, writings } = store.data;
  const mine = (kind: ContentType, list: ItemRecord[]): [ContentType, ItemRecord][] =>
    newestByUploader(list, userId, PER_KIND).map((r) => [kind, r]);
  return [
    ...mine('video', videos),
    ...mine('audio', audios),
    ...mine('book', books),
    ...mine(
      'story',
      writings.filter((w) => w.kind === 'story'),
    ),
    ...mine(
      'poem',
      writings.filter((w) => w.kind === 'poem'),
    ),
  ];
}

export function statsTotals(store: Store, userId: string): StatsTotals {
  return {
    items: uploadsOf(store, userId).map(([kind, record]) => totalsItem(store, kind, record)),
  };
}

export function statsOf(
  store: Store,
  kind: ContentType,
  record: ItemRecord,
  now = new Date(),
): ItemStats {
  return { ...totalsItem(store, kind, record), days: daysOf(store, kind, record, now) };
}

/** One upload's days and totals; only its uploader may read them. */
export function itemStats(
  store: Store,
  ref: { kind: ContentType; id: string; userId: string },
  now = new Date(),
): ItemStats {
  return statsOf(store, ref.kind, ownedItem(store, ref.kind, ref.id, ref.userId), now);
}
