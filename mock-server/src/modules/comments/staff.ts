import type { OpenReport } from '@inkreel/shared';
import { nowIso } from '../../db/ids.js';
import type { Store } from '../../db/store.js';
import { notFound } from '../../domain-error.js';
import { lookupTarget } from './comment-targets.js';
import { authorOf } from './comment-view.js';
import { commentById } from './comment-records.js';
import { oldestFirst } from './cursors.js';

/**
 * What the provider's staff see and do about reports; in the mock, the developer panel (no
 * account: the dev routes are the mock's own).
 */
export function openReports(store: Store): OpenReport[] {
  return store.data.commentReports
    .filter((r) => r.resolvedAt === undefined)
    .sort(oldestFirst)
    .flatMap((r) => {
      const comment = commentById(store, r.commentId);
      if (!comment || comment.deletedAt !== undefined) return [];
      const target = lookupTarget(store, comment.kind, comment.itemId);
      return [
        {
          _id: r._id,
          reason: r.reason,
          ...(r.note ? { note: r.note } : {}),
          createdAt: r.createdAt,
          reporter: authorOf(store, r.reporterId),
          comment: {
            _id: comment._id,
            text: comment.text,
            author: authorOf(store, comment.authorId),
            kind: comment.kind,
            itemId: comment.itemId,
            itemTitle: target?.title ?? 'Removed item',
          },
        },
      ];
    });
}

function openReport(store: Store, id: string) {
  const report = store.data.commentReports.find((r) => r._id === id && !r.resolvedAt);
  const comment = report && commentById(store, report.commentId);
  if (!report || !comment || comment.deletedAt !== undefined) throw notFound('Open report');
  return { report, comment };
}

/**
 * Hides the reported comment from everyone but its author, closing every open report of it.
 * Returns the panel's notice.
 */
export async function hideReported(store: Store, reportId: string): Promise<string> {
  const { comment } = openReport(store, reportId);
  comment.state = 'hidden';
  const now = nowIso();
  for (const r of store.data.commentReports) {
    if (r.commentId === comment._id && r.resolvedAt === undefined) {
      r.resolvedAt = now;
      r.outcome = 'hidden';
    }
  }
  await store.write();
  return 'Comment hidden; its reports are closed.';
}

/** Closes one report and leaves the comment as it is. */
export async function dismissReport(store: Store, reportId: string): Promise<string> {
  const { report } = openReport(store, reportId);
  report.resolvedAt = nowIso();
  report.outcome = 'dismissed';
  await store.write();
  return 'Report dismissed.';
}
