import { describe, expect, it } from 'vitest';
import type { CommentRecord } from '../../db/schema.js';
import { newsOf } from './comment-news.js';
import type { CommentTarget } from './comment-targets.js';

const target: CommentTarget = {
  kind: 'video',
  id: 'v',
  title: 'T',
  uploaderId: 'up',
  public: true,
};
const comment = (over: Partial<CommentRecord>): CommentRecord => ({
  _id: 'c',
  kind: 'video',
  itemId: 'v',
  authorId: 'me',
  text: 'x',
  mentions: [],
  likes: [],
  state: 'published',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const who = (news: ReturnType<typeof newsOf>) => news.map((n) => `${n.kind}:${n.userId}`);

describe('newsOf', () => {
  it('tells the answered author, the mentioned and the uploader, each once and never the author', () => {
    const mentions = [
      { start: 0, length: 3, userId: 'pal' },
      { start: 5, length: 3, userId: 'up' },
      { start: 9, length: 3, userId: 'me' },
    ];
    expect(who(newsOf(comment({ mentions }), target, 'op', 'published'))).toEqual([
      'reply:op',
      'mention:pal',
      'mention:up',
    ]);
    expect(who(newsOf(comment({}), target, 'me', 'published'))).toEqual(['comment:up']);
  });

  it('tells only the uploader of a held comment, and all but the uploader once approved', () => {
    const mentions = [{ start: 0, length: 3, userId: 'pal' }];
    expect(who(newsOf(comment({ mentions }), target, 'op', 'held'))).toEqual(['comment:up']);
    expect(who(newsOf(comment({ mentions }), target, 'op', 'approved'))).toEqual([
      'reply:op',
      'mention:pal',
    ]);
  });
});
