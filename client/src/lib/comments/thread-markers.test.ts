import type { Comment } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { markersAfter } from './thread-markers';

const comment = (over: Partial<Comment>): Comment => ({
  _id: 'c1',
  kind: 'video',
  itemId: 'v1',
  author: { _id: 'u1', name: 'Ada' },
  text: 'The light at the start is lovely',
  state: 'published',
  createdAt: '2026-11-01T10:00:00.000Z',
  likeCount: 0,
  liked: false,
  replyCount: 0,
  mentions: [],
  ...over,
});
const early = { _id: 'c0', at: 3, excerpt: 'Early' };

describe('the seek bar’s markers as the thread changes', () => {
  it('gains a published comment about a moment, in order, once', () => {
    const posted = markersAfter([early], { type: 'added', comment: comment({ at: 1 }) });
    expect(posted).toEqual([
      { _id: 'c1', at: 1, excerpt: 'The light at the start is lovely' },
      early,
    ]);
    expect(markersAfter(posted, { type: 'added', comment: comment({ at: 1 }) })).toBe(posted);
  });

  it('leaves out held comments, replies and comments without a moment, until approved', () => {
    const markers = [early];
    for (const over of [{ at: 5, state: 'held' as const }, { at: 5, parentId: 'c0' }, {}]) {
      expect(markersAfter(markers, { type: 'added', comment: comment(over) })).toBe(markers);
    }
    const approved = markersAfter(markers, { type: 'changed', comment: comment({ at: 5 }) });
    expect(approved.map((m) => m._id)).toEqual(['c0', 'c1']);
  });

  it('loses a comment removed, deleted or hidden', () => {
    expect(markersAfter([early], { type: 'gone', id: 'c0' })).toEqual([]);
    const hidden = comment({ _id: 'c0', at: 3, state: 'hidden' });
    expect(markersAfter([early], { type: 'changed', comment: hidden })).toEqual([]);
    const other = [early];
    expect(markersAfter(other, { type: 'gone', id: 'zz' })).toBe(other);
  });
});
