import type { Comment, CommentThread } from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { testComment, testThread } from '../testing/comment-fixtures';
import { EMPTY_THREAD, shownComments, threadReducer, type ThreadAction } from './thread-state';

const comment = (id: string, parentId?: string): Comment =>
  testComment(`Comment ${id}`, {
    _id: id.padStart(24, '0'),
    ...(parentId ? { parentId: parentId.padStart(24, '0') } : {}),
  });

const first: CommentThread = testThread([comment('1'), comment('2')], { nextCursor: 'next' });

const run = (...actions: ThreadAction[]) => actions.reduce(threadReducer, EMPTY_THREAD);
const ids = (list: Comment[]) => list.map((c) => Number(c._id));

describe('threadReducer', () => {
  it('keeps a live comment waiting until the pill is pressed, then shows it first', () => {
    const waiting = run({ type: 'arrived', comment: comment('3'), count: 3, shown: false });
    expect(ids(shownComments(first, waiting))).toEqual([1, 2]);
    expect(waiting.count).toBe(3);
    const shown = threadReducer(waiting, { type: 'show-pending' });
    expect(ids(shownComments(first, shown))).toEqual([3, 1, 2]);
  });

  it('takes the viewer’s own comment out of the waiting ones when its POST answers', () => {
    const state = run(
      { type: 'arrived', comment: comment('3'), count: 3, shown: false },
      { type: 'added', comment: comment('3') },
    );
    expect(state.pending).toEqual([]);
    expect(ids(shownComments(first, state))).toEqual([3, 1, 2]);
  });

  it('only moves the count for a comment already on screen, and files live replies by thread', () => {
    const state = run(
      { type: 'arrived', comment: comment('1'), count: 5, shown: true },
      { type: 'arrived', comment: comment('9', '1'), count: 6, shown: false },
      { type: 'arrived', comment: comment('9', '1'), count: 6, shown: false },
    );
    expect(state.pending).toEqual([]);
    expect(state.count).toBe(6);
    expect(ids(state.liveReplies[comment('1')._id] ?? [])).toEqual([9]);
  });

  it('adds later pages once, applies edits and leaves out what was removed', () => {
    const later: CommentThread = {
      ...first,
      items: [comment('2'), comment('4')],
      nextCursor: null,
    };
    const edited = { ...comment('4'), text: 'Changed' };
    const state = run(
      { type: 'more', page: later },
      { type: 'changed', comment: edited },
      { type: 'gone', id: comment('1')._id, count: 1 },
    );
    const shown = shownComments(first, state);
    expect(ids(shown)).toEqual([2, 4]);
    expect(shown[1]?.text).toBe('Changed');
    expect(state.count).toBe(1);
  });
});
