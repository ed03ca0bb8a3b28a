import {
  RealtimeEvent,
  type NotificationKind,
  type ItemKind,
  type MarkReadBody,
  type Notification,
  type NotificationPage,
  type NotificationSettings,
} from '@inkreel/shared';
import { newId, nowIso } from '../../db/ids.js';
import type { NotificationRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import type { RealtimeHub } from '../../realtime/hub.js';
import { toNotification } from './notification-view.js';

/** What making and reading notifications needs: the records, and the hub for live delivery. */
export interface NotifyDeps {
  store: Store;
  hub: Pick<RealtimeHub, 'emitToUser'>;
}

export interface NewNotification {
  /** Who receives it. */
  userId: string;
  kind: NotificationKind;
  /** Who did it (none for processing news). */
  actorId?: string;
  subject?: { kind: ItemKind; id: string; title: string };
  reason?: string;
  commentId?: string;
}

/** Kinds whose unread notifications gather into one per upload (likes) or one in all (followers). */
const GROUPED = new Set<NotificationKind>(['like', 'follower']);

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const sameSubject = (a: NotificationRecord, b: NewNotification) =>
  a.subject?.id === b.subject?.id && a.subject?.kind === b.subject?.kind;

export const mutedKinds = (store: Store, userId: string): NotificationKind[] =>
  store.data.notificationSettings.find((s) => s.userId === userId)?.muted ?? [];

/** The recipient's visible notifications, newest first (the order of every page). */
function visible(store: Store, userId: string): Notification[] {
  return store.data.notifications
    .filter((n) => n.userId === userId)
    .sort((a, b) => compare(b.updatedAt, a.updatedAt) || compare(a._id, b._id))
    .flatMap((n) => toNotification(store, n) ?? []);
}

export const unreadCount = (store: Store, userId: string): number =>
  visible(store, userId).filter((n) => !n.read).length;

/**
 * Records a notification and sends it to the recipient's sockets. Changes the records
 * synchronously; the caller writes the store. Nothing is made for oneself, for a muted kind, or
 * when the same person already counts in a like or follow of the same thing (a like taken back
 * and given again tells the creator once).
 */
export function notify(deps: NotifyDeps, input: NewNotification): void {
  const { store } = deps;
  const { userId, kind, actorId } = input;
  if (actorId === userId || mutedKinds(store, userId).includes(kind)) return;
  const mine = store.data.notifications.filter(
    (n) => n.userId === userId && n.kind === kind && sameSubject(n, input),
  );
  if (GROUPED.has(kind) && actorId && mine.some((n) => n.actorIds.includes(actorId))) return;
  const now = nowIso();
  const open = GROUPED.has(kind) ? mine.find((n) => n.readAt === undefined) : undefined;
  let record: NotificationRecord;
  if (open && actorId) {
    open.actorIds.unshift(actorId);
    open.updatedAt = now;
    record = open;
  } else {
    record = {
      _id: newId(),
      userId,
      kind,
      actorIds: actorId ? [actorId] : [],
      ...(input.subject ? { subject: input.subject } : {}),
      ...(input.reason ? { reason: input.reason } : {}),
      ...(input.commentId ? { commentId: input.commentId } : {}),
      createdAt: now,
      updatedAt: now,
    };
    store.data.notifications.push(record);
  }
  const notification = toNotification(store, record);
  if (notification) {
    deps.hub.emitToUser(userId, RealtimeEvent.notification, {
      notification,
      unread: unreadCount(store, userId),
    });
  }
}

const encodeCursor = (n: Notification) =>
  Buffer.from(`${n.updatedAt}|${n._id}`).toString('base64url');

/** One page of the recipient's notifications, after `cursor` (the last one of the page before). */
export function notificationPage(
  store: Store,
  userId: string,
  cursor: string | undefined,
  limit: number,
): NotificationPage {
  const all = visible(store, userId);
  const [at, id] = cursor ? Buffer.from(cursor, 'base64url').toString().split('|') : [];
  // Older than the cursor's notification in the list's order (a changed group moves up: fine).
  const start =
    at === undefined
      ? 0
      : all.findIndex((n) => n.updatedAt < at || (n.updatedAt === at && (id ?? '') < n._id));
  const items = start < 0 ? [] : all.slice(start, start + limit);
  const last = items.at(-1);
  const more = start >= 0 && start + limit < all.length;
  return {
    items,
    nextCursor: more && last ? encodeCursor(last) : null,
    unread: all.filter((n) => !n.read).length,
  };
}

/** Marks the recipient's notifications read (ids of others are ignored); the unread count left. */
export async function markRead(
  deps: NotifyDeps,
  userId: string,
  body: MarkReadBody,
): Promise<{ unread: number }> {
  const { store } = deps;
  const ids = 'ids' in body ? new Set(body.ids) : null;
  const now = nowIso();
  for (const n of store.data.notifications) {
    if (n.userId === userId && n.readAt === undefined && (!ids || ids.has(n._id))) n.readAt = now;
  }
  await store.write();
  const unread = unreadCount(store, userId);
  deps.hub.emitToUser(userId, RealtimeEvent.notificationsRead, { unread });
  return { unread };
}

export async function saveSettings(
  store: Store,
  userId: string,
  settings: NotificationSettings,
): Promise<NotificationSettings> {
  const muted = [...new Set(settings.muted)];
  const existing = store.data.notificationSettings.find((s) => s.userId === userId);
  if (existing) existing.muted = muted;
  else store.data.notificationSettings.push({ userId, muted });
  await store.write();
  return { muted };
}
