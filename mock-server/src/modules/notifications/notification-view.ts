import { NAMED_ACTORS, type Actor, type Notification } from '@inkreel/shared';
import type { NotificationRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { isPublic, itemRecord } from '../content/content.service.js';

/** Kinds that are about one of the recipient's own uploads: they see it even while it is hidden. */
const ABOUT_OWN_UPLOAD = new Set(['like', 'processed', 'comment']);

function actorsOf(store: Store, record: NotificationRecord): Actor[] {
  return record.actorIds.flatMap((id) => {
    const user = store.index.userById(id);
    return user ? [{ _id: id, name: user.name }] : [];
  });
}

/**
 * A notification as the recipient sees it, or null when it should drop out: its upload was
 * deleted or hidden since (a failed video is gone by design: that one stays), or everyone who
 * did it has left.
 */
export function toNotification(store: Store, record: NotificationRecord): Notification | null {
  const { subject } = record;
  if (subject && record.kind !== 'processing-failed') {
    const item = itemRecord(store, subject.kind, subject.id);
    if (!item) return null;
    const own = item.uploaderId === record.userId && ABOUT_OWN_UPLOAD.has(record.kind);
    if (!own && !isPublic(item)) return null;
  }
  const actors = actorsOf(store, record);
  if (record.actorIds.length > 0 && actors.length === 0) return null;
  const title = subject
    ? (itemRecord(store, subject.kind, subject.id)?.title ?? subject.title)
    : '';
  return {
    _id: record._id,
    kind: record.kind,
    read: record.readAt !== undefined,
    updatedAt: record.updatedAt,
    actors: actors.slice(0, NAMED_ACTORS),
    actorCount: actors.length,
    ...(subject ? { subject: { kind: subject.kind, _id: subject.id, title } } : {}),
    ...(record.reason ? { reason: record.reason } : {}),
    ...(record.commentId ? { commentId: record.commentId } : {}),
  };
}
