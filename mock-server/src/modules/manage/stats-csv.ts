import { stringify } from 'csv-stringify/sync';
import {
  ErrorCode,
  STATS_CSV_COLUMNS,
  STATS_CSV_TOTAL,
  type ContentType,
  type ItemStats,
  type StatsCounts,
} from '@inkreel/shared';
import type { Store } from '../../db/store.js';
import { DomainError } from '../../domain-error.js';
import { ownedItem } from './items.js';
import { statsOf, uploadsOf } from './stats.js';

const cells = (counts: StatsCounts) => [
  counts.views ?? '',
  counts.likes ?? '',
  counts.comments ?? '',
];

/**
 * The statistics as CSV (csv-stringify: quoting, and formulas escaped so a title such as
 * `=HYPERLINK(…)` stays text in a spreadsheet): per upload a row per day, then its totals.
 */
export function toCsv(stats: readonly ItemStats[]): string {
  const rows = stats.flatMap((s) => [
    ...s.days.map((day) => [s.kind, s.id, s.title, day.date, ...cells(day)]),
    [s.kind, s.id, s.title, STATS_CSV_TOTAL, ...cells(s.totals)],
  ]);
  return stringify([[...STATS_CSV_COLUMNS], ...rows], {
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}

/** Every upload's statistics, or the one named (its uploader's only), as CSV. */
export function statsCsv(
  store: Store,
  userId: string,
  only: { kind?: ContentType; id?: string },
  now = new Date(),
): string {
  if (!only.kind !== !only.id) {
    throw new DomainError(ErrorCode.VALIDATION_FAILED, 'Name both kind and id, or neither');
  }
  if (only.kind && only.id) {
    const record = ownedItem(store, only.kind, only.id, userId);
    return toCsv([statsOf(store, only.kind, record, now)]);
  }
  return toCsv(uploadsOf(store, userId).map(([kind, record]) => statsOf(store, kind, record, now)));
}
