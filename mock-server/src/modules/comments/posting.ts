import {
  ErrorCode,
  RealtimeEvent,
  commentRoomName,
  type BookPlace,
  type Comment,
} from '@inkreel/shared';
import { newId, nowIso } from '../../db/ids.js';
import type { CommentRecord } from '../../db/schema.js';
import type { Store } from '../../db/store.js';
import { DomainError, notFound } from '../../domain-error.js';
import type { RealtimeHub } from '../../realtime/hub.js';
import type { CommentLimits } from './comment-limits.js';
import { newsOf, type TellNews } from './comment-news.js';
import { commentById } from './comment-records.js';
import { findTarget, type CommentTarget } from './comment-targets.js';
import { publicCount, toComment } from './comment-view.js';
import { findMentions } from './mentions.js';
import { isBlocked, modeOf } from './settings.js';

/** What publishing a comment needs: the records, live delivery, the caps and the news. */
export interface PublishDeps {
  store: Store;
  hub: Pick<RealtimeHub, 'emitToRoom'>;
  tell: TellNews;
}

export interface NewComment {
  kind: CommentTarget['kind'];
  itemId: string;
  userId: string;
  text: string;
  parentId?: string | undefined;
  at?: number | undefined;
  page?: number | undefined;
  place?: BookPlace | undefined;
}

const invalid = (path: string, message: string) =>
  new DomainError(ErrorCode.VALIDATION_FAILED, `Invalid ${path}: ${message}`, {
    issues: [{ path, message }],
  });

/** Where a reply goes: its thread's first comment, and the reply it answers (if it answers one). */
function threadOf(store: Store, target: CommentTarget, parentId: string) {
  const parent = commentById(store, parentId);
  if (!parent) throw notFound('Comment');
  if (parent.kind !== target.kind || parent.itemId !== target.id) {
    throw new DomainError(ErrorCode.REPLY_TO_OTHER_ITEM, 'That comment is on another item');
  }
  const root = parent.parentId ? commentById(store, parent.parentId) : parent;
  // Only what everyone sees takes replies (a held, hidden or deleted comment does not).
  if (parent.state !== 'published' || parent.deletedAt !== undefined) throw notFound('Comment');
  if (!root || root.state !== 'published') throw notFound('Comment');
  const answers = parent === root ? undefined : { commentId: parent._id, userId: parent.authorId };
  return { rootId: root._id, answers, answered: parent.authorId };
}

/**
 * Tells the people a comment concerns (newsOf). Changes records only (the news), so it runs
 * before the store is written.
 */
export function tellConcerned(
  deps: PublishDeps,
  comment: CommentRecord,
  target: CommentTarget,
  stage: 'published' | 'held' | 'approved',
): void {
  const parent = comment.parentId ? commentById(deps.store, comment.parentId) : undefined;
  const answered = comment.replyTo?.userId ?? parent?.authorId;
  for (const news of newsOf(comment, target, answered, stage)) deps.tell(news);
}

/**
 * Sends a published comment to the sockets watching its thread, once it is written. Only for an
 * item anyone may read, and as a visitor sees it: the room is anyone's.
 */
export function broadcast(deps: PublishDeps, comment: CommentRecord, target: CommentTarget): void {
  if (!target.public || comment.state !== 'published') return;
  const room = commentRoomName({ kind: target.kind, itemId: target.id });
  deps.hub.emitToRoom(room, RealtimeEvent.commentAdded, {
    kind: target.kind,
    itemId: target.id,
    comment: toComment(deps.store, comment, { id: undefined, uploaderId: target.uploaderId }),
    count: publicCount(deps.store, target.kind, target.id),
  });
}

/**
 * Adds a comment or a reply (docs/product.md section 10, Comments). The caller has checked the
 * account is verified; the cap is counted first, then every check and the change happen with no
 * wait in between, so counts stay exact however many arrive at once.
 */
export async function postComment(
  deps: PublishDeps & { limits: Pick<CommentLimits, 'post'> },
  input: NewComment,
): Promise<Comment> {
  const { store } = deps;
  await deps.limits.post(input.userId);
  const target = findTarget(store, input.kind, input.itemId, input.userId);
  const mode = modeOf(store, target.kind, target.id);
  const own = input.userId === target.uploaderId;
  if (mode === 'off') {
    throw new DomainError(ErrorCode.COMMENTS_OFF, 'Comments are turned off for this item');
  }
  if (!own && isBlocked(store, target.uploaderId, input.userId)) {
    throw new DomainError(
      ErrorCode.COMMENTING_BLOCKED,
      "The uploader doesn't accept your comments",
    );
  }
  if (input.at !== undefined && target.duration !== undefined && input.at > target.duration + 1) {
    throw invalid('body.at', 'Past the end of the item');
  }
  const thread = input.parentId ? threadOf(store, target, input.parentId) : undefined;
  const record: CommentRecord = {
    _id: newId(),
    kind: target.kind,
    itemId: target.id,
    authorId: input.userId,
    text: input.text,
    ...(thread ? { parentId: thread.rootId } : {}),
    ...(thread?.answers ? { replyTo: thread.answers } : {}),
    // A moment or page belongs to a thread's first comment (a reply is about that comment).
    ...(!thread && input.at !== undefined ? { at: input.at } : {}),
    ...(!thread && input.page !== undefined ? { page: input.page } : {}),
    ...(!thread && input.place !== undefined ? { place: input.place } : {}),
    mentions: findMentions(input.text, store.data.users),
    likes: [],
    state: mode === 'held' && !own ? 'held' : 'published',
    createdAt: nowIso(),
  };
  store.data.comments.push(record);
  tellConcerned(deps, record, target, record.state === 'held' ? 'held' : 'published');
  await store.write();
  broadcast(deps, record, target);
  return toComment(store, record, { id: input.userId, uploaderId: target.uploaderId });
}
