import { createHash } from 'node:crypto';
import { COUNT_WINDOW_HOURS, secondsToCount } from '@inkreel/shared';
import type { AudioRecord, PlayDayRecord, VideoRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import { visibleTo } from '../content/content.service.js';

const DAY_MS = 86_400_000;
const WINDOW_MS = COUNT_WINDOW_HOURS * 3_600_000;

export type PlayedKind = PlayDayRecord['kind'];

/** Who is watching: the account, else the browser's own id, else its address and user agent. */
export function viewerKey(who: {
  userId?: string;
  visitorId?: string;
  address: string;
  userAgent: string;
}): string {
  if (who.userId) return `user:${who.userId}`;
  if (who.visitorId) return `visitor:${who.visitorId}`;
  const hash = createHash('sha256').update(`${who.address}|${who.userAgent}`).digest('hex');
  return `address:${hash.slice(0, 24)}`;
}

export interface Playback {
  kind: PlayedKind;
  itemId: string;
  viewer: string;
  /** The signed-in account, if any (their own hidden item counts nothing, and is no 404). */
  userId?: string;
  seconds: number;
  /** The player's idea of the item's length, used when the record has none. */
  duration?: number;
  now?: Date;
}

/** `YYYY-MM-DD` of an instant, in UTC. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

function recordOf(store: Store, kind: PlayedKind, id: string): VideoRecord | AudioRecord {
  const record = kind === 'video' ? store.index.videoById(id) : store.index.audioById(id);
  if (!record) throw notFound(kind === 'video' ? 'Video' : 'Audio');
  return record;
}

/**
 * Counts a view or play when enough really played (10 s, or half of a short item) and this
 * viewer was not counted for the item in the last 24 hours: the total on the record, and the
 * day's count beside it. Checked and changed synchronously, so parallel reports of one viewer
 * count once (docs/product.md section 10). Counters are written behind the reply, as the store's
 * rule for counters says (writeSoon: within a second, or on shutdown).
 */
export function countPlayback(store: Store, p: Playback): { counted: boolean; total: number } {
  const record = recordOf(store, p.kind, p.itemId);
  const total = () => ('views' in record ? record.views : record.plays);
  // Counted where anyone may open it by its link (public or unlisted, processed); a private one,
  // or one still processing, is its uploader's, whose own playback counts nothing.
  if (!visibleTo(record, undefined)) {
    if (record.uploaderId === p.userId) return { counted: false, total: total() };
    throw notFound(p.kind === 'video' ? 'Video' : 'Audio');
  }
  const duration = ('duration' in record ? record.duration : undefined) ?? p.duration;
  if (p.seconds < secondsToCount(duration)) return { counted: false, total: total() };

  const now = p.now ?? new Date();
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  // Marks older than the window are forgotten as new ones come.
  store.data.playMarks = store.data.playMarks.filter((m) => m.at > since);
  const seen = store.data.playMarks.some(
    (m) => m.itemId === p.itemId && m.kind === p.kind && m.viewer === p.viewer,
  );
  if (seen) return { counted: false, total: total() };

  store.data.playMarks.push({
    kind: p.kind,
    itemId: p.itemId,
    viewer: p.viewer,
    at: now.toISOString(),
  });
  if ('views' in record) record.views += 1;
  else record.plays += 1;
  const day = dayOf(now);
  const today = store.data.playDays.find((d) => d.itemId === p.itemId && d.day === day);
  if (today) today.count += 1;
  else store.data.playDays.push({ kind: p.kind, itemId: p.itemId, day, count: 1 });
  store.writeSoon();
  return { counted: true, total: total() };
}

/**
 * Views or plays of one item per UTC day, for the last `days` days up to today, oldest first,
 * days without any as 0 (a creator's statistics add these up).
 */
export function dailyCounts(
  store: Store,
  itemId: string,
  days: number,
  now: Date = new Date(),
): { day: string; count: number }[] {
  const counts = new Map(
    store.data.playDays.filter((d) => d.itemId === itemId).map((d) => [d.day, d.count]),
  );
  return Array.from({ length: days }, (_, i) => {
    const day = dayOf(new Date(now.getTime() - (days - 1 - i) * DAY_MS));
    return { day, count: counts.get(day) ?? 0 };
  });
}
