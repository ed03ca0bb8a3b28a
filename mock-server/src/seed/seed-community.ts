import { createHash } from 'node:crypto';
import type { ItemKind } from '@inkreel/shared';
import type { DbData, NotificationRecord } from '../db/schema.js';

const DAY_MS = 86_400_000;
/** Days of per-day view and play counts the seed writes (a creator's statistics look this far). */
export const SEEDED_DAYS = 30;

/** A number in [0, 1) fixed by its key: the seed is the same on every run. */
const chance = (key: string): number =>
  createHash('sha256').update(`inkreel-seed:${key}`).digest().readUInt32BE(0) / 2 ** 32;

const seedId = (key: string) =>
  createHash('sha256').update(`inkreel-seed:${key}`).digest('hex').slice(0, 24);

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Item {
  kind: ItemKind;
  _id: string;
  title: string;
  uploaderId: string;
  createdAt: string;
}

function itemsOf(data: DbData): Item[] {
  return [
    ...data.videos.map((r) => ({ ...r, kind: 'video' as const })),
    ...data.audios.map((r) => ({ ...r, kind: 'audio' as const })),
    ...data.books.map((r) => ({ ...r, kind: 'book' as const })),
    ...data.writings.map((r) => ({ ...r, kind: r.kind })),
  ];
}

/**
 * The seeded accounts follow one another: every creator follows the other creators; the demo
 * account follows the first two (so the other two are suggested to it), and those two follow it.
 */
function seedFollows(
  data: DbData,
  demoId: string,
  creators: string[],
  at: (days: number) => string,
) {
  for (const [i, followerId] of creators.entries()) {
    for (const creatorId of creators) {
      if (creatorId !== followerId)
        data.follows.push({ followerId, creatorId, createdAt: at(300 - i) });
    }
  }
  for (const creatorId of creators.slice(0, 2))
    data.follows.push({ followerId: demoId, creatorId, createdAt: at(40) });
  for (const followerId of creators.slice(2))
    data.follows.push({ followerId, creatorId: demoId, createdAt: at(2) });
}

/** Each account likes about a third of the others' items, some time after each was uploaded. */
function seedLikes(data: DbData, accounts: string[], items: Item[], now: number) {
  for (const item of items) {
    for (const userId of accounts) {
      if (userId === item.uploaderId || chance(`like:${userId}:${item._id}`) >= 0.35) continue;
      const from = Date.parse(item.createdAt);
      const at = from + (now - from) * chance(`like-at:${userId}:${item._id}`);
      data.likes.push({
        userId,
        kind: item.kind,
        itemId: item._id,
        createdAt: new Date(at).toISOString(),
      });
    }
  }
}

/**
 * Views and plays per day for the last SEEDED_DAYS days, as the counting rule would have left
 * them: an item younger than that has its whole total spread over its days; an older one gets
 * about its average share a day, so the days never add up to more than its total.
 */
function seedPlayDays(data: DbData, now: number) {
  const counted = [
    ...data.videos.map((v) => ({
      kind: 'video' as const,
      _id: v._id,
      createdAt: v.createdAt,
      total: v.views,
    })),
    ...data.audios.map((a) => ({
      kind: 'audio' as const,
      _id: a._id,
      createdAt: a.createdAt,
      total: a.plays,
    })),
  ];
  for (const item of counted) {
    const age = (now - Date.parse(item.createdAt)) / DAY_MS;
    const days = Array.from({ length: SEEDED_DAYS }, (_, i) => now - i * DAY_MS)
      .filter((ms) => dayOf(ms) >= dayOf(Date.parse(item.createdAt)))
      .map((ms) => ({
        day: dayOf(ms),
        weight: 0.6 + 0.8 * chance(`day:${item._id}:${dayOf(ms)}`),
      }));
    const weights = days.reduce((sum, d) => sum + d.weight, 0);
    // The share of the total that fell in these days: all of it for a young item.
    const share = age <= SEEDED_DAYS ? item.total : Math.floor((item.total * days.length) / age);
    let left = share;
    for (const [i, d] of days.entries()) {
      const count =
        i === days.length - 1 ? left : Math.min(left, Math.round((share * d.weight) / weights));
      left -= count;
      if (count > 0) data.playDays.push({ kind: item.kind, itemId: item._id, day: d.day, count });
    }
  }
}

/**
 * The demo account's notifications: the newest uploads of the creators it follows, and the
 * creators who followed it back; the older ones read. Creators get their likes, grouped per
 * upload, all read.
 */
function seedNotifications(data: DbData, demoId: string, items: Item[], now: number) {
  const add = (n: Omit<NotificationRecord, '_id' | 'createdAt'> & { createdAt?: string }) =>
    data.notifications.push({
      _id: seedId(`note:${data.notifications.length}`),
      createdAt: n.updatedAt,
      ...n,
    });
  const followed = new Set(
    data.follows.filter((f) => f.followerId === demoId).map((f) => f.creatorId),
  );
  const recent = items
    .filter((i) => followed.has(i.uploaderId) && now - Date.parse(i.createdAt) < 30 * DAY_MS)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
  for (const [n, item] of recent.entries()) {
    add({
      userId: demoId,
      kind: 'upload',
      actorIds: [item.uploaderId],
      subject: { kind: item.kind, id: item._id, title: item.title },
      updatedAt: item.createdAt,
      ...(n >= 2 ? { readAt: new Date(now).toISOString() } : {}),
    });
  }
  const followers = data.follows.filter((f) => f.creatorId === demoId);
  const latest = followers
    .map((f) => f.createdAt)
    .sort()
    .at(-1);
  if (latest) {
    add({
      userId: demoId,
      kind: 'follower',
      actorIds: followers.map((f) => f.followerId).reverse(),
      updatedAt: latest,
    });
  }
  for (const item of items) {
    const likes = data.likes
      .filter((l) => l.itemId === item._id)
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
    const first = likes[0];
    if (!first) continue;
    add({
      userId: item.uploaderId,
      kind: 'like',
      actorIds: likes.map((l) => l.userId),
      subject: { kind: item.kind, id: item._id, title: item.title },
      updatedAt: first.createdAt,
      readAt: new Date(now).toISOString(),
    });
  }
}

/** Follows, likes, per-day counts and notifications among the seeded accounts and catalogue. */
export function seedCommunity(data: DbData, demoId: string, now: number): void {
  const at = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const accounts = data.users.map((u) => u._id);
  const creators = accounts.filter((id) => id !== demoId);
  const items = itemsOf(data);
  seedFollows(data, demoId, creators, at);
  seedLikes(data, accounts, items, now);
  seedPlayDays(data, now);
  seedNotifications(data, demoId, items, now);
}
