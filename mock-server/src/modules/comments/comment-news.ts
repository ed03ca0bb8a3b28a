import type { CommentRecord } from '../../db/schema.js';
import { notify, type NotifyDeps } from '../notifications/notifications.service.js';
import type { CommentTarget } from './comment-targets.js';

/** What a comment tells someone other than its author (the notifications feature's kinds). */
export type CommentNewsKind = 'comment' | 'reply' | 'mention';

export interface CommentNews {
  kind: CommentNewsKind;
  /** Who is told. */
  userId: string;
  /** Who wrote the comment. */
  actorId: string;
  subject: { kind: CommentTarget['kind']; id: string; title: string };
  commentId: string;
}

/**
 * Whom a comment concerns, each once, the closest tie first: the author it replies to ("replied
 * to you"), those it mentions ("mentioned you"), then the uploader ("commented on your upload").
 * Never its own author. `stage`: `held` tells the uploader alone (it waits for them); `approved`
 * tells everyone but the uploader (who just approved it); `published` tells everyone.
 */
export function newsOf(
  comment: CommentRecord,
  target: CommentTarget,
  answered: string | undefined,
  stage: 'published' | 'held' | 'approved',
): CommentNews[] {
  const told = new Set<string>([comment.authorId]);
  const news: CommentNews[] = [];
  const tell = (userId: string | undefined, kind: CommentNewsKind) => {
    if (userId === undefined || told.has(userId)) return;
    told.add(userId);
    news.push({
      kind,
      userId,
      actorId: comment.authorId,
      subject: { kind: target.kind, id: target.id, title: target.title },
      commentId: comment._id,
    });
  };
  if (stage !== 'held') tell(answered, 'reply');
  if (stage !== 'held') for (const m of comment.mentions) tell(m.userId, 'mention');
  if (stage !== 'approved') tell(target.uploaderId, 'comment');
  return news;
}

/** Where comment news goes: the notifications feature (issue 53) by default. */
export type TellNews = (news: CommentNews) => void;

/**
 * Comment news as notifications, sent live to the account's sockets like the feature's other
 * kinds (a muted kind makes none). Changes records only; the caller writes the store.
 */
export const notifyNews =
  (deps: NotifyDeps): TellNews =>
  (news) =>
    notify(deps, {
      userId: news.userId,
      kind: news.kind,
      actorId: news.actorId,
      subject: news.subject,
      commentId: news.commentId,
    });
