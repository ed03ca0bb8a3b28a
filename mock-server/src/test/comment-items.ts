import request from 'supertest';
import { expect } from 'vitest';
import {
  COMMENT_SEGMENTS,
  threadCallsByKind,
  type Comment,
  type CommentKind,
  type CommentThread,
} from '@inkreel/shared';
import { newId, nowIso } from '../db/ids.js';
import type { TestApp } from './test-app.js';
import { expectReply } from './expect-reply.js';
import type { TestUser } from './users.js';

/** Test-only helpers for the comments feature (imported by *.test.ts files only). */

/** Puts an item of `kind` owned by `uploader` straight into the store; returns its id. */
export async function addItem(
  t: TestApp,
  kind: CommentKind,
  uploader: TestUser,
  extra: { status?: 'processing' | 'ready'; duration?: number; title?: string } = {},
): Promise<string> {
  const _id = newId();
  const common = {
    _id,
    title: extra.title ?? `A ${kind}`,
    createdAt: nowIso(),
    uploaderId: uploader.user._id,
  };
  const { data } = t.deps.store;
  if (kind === 'video') {
    data.videos.push({
      ...common,
      description: 'd',
      tags: [],
      views: 0,
      videoFile: 'v.mp4',
      featured: false,
      status: extra.status ?? 'ready',
      duration: extra.duration ?? 120,
    });
  } else if (kind === 'audio') {
    data.audios.push({
      ...common,
      description: 'd',
      plays: 0,
      audioFile: 'a.mp3',
      genre: 'g',
      artist: 'a',
    });
  } else if (kind === 'book') {
    data.books.push({
      ...common,
      author: 'A',
      description: 'd',
      rating: 4,
      bookFile: 'b.pdf',
      format: 'pdf',
    });
  } else {
    data.writings.push({ ...common, kind, content: 'Text', tags: [] });
  }
  await t.deps.store.write();
  return _id;
}

export const threadPath = (kind: CommentKind, id: string): string =>
  `/api/${COMMENT_SEGMENTS[kind]}/${id}/comments`;

/** Posts a comment (201 expected) and returns it. */
export async function postComment(
  t: TestApp,
  kind: CommentKind,
  id: string,
  user: TestUser,
  body: Record<string, unknown>,
): Promise<Comment> {
  const res = await request(t.app)
    .post(threadPath(kind, id))
    .set('Authorization', user.bearer)
    .send(body);
  expectReply(threadCallsByKind[kind].create, res, 201);
  return res.body as Comment;
}

/** Reads a page of the thread (200 expected), as `user` or as a visitor. */
export async function readThread(
  t: TestApp,
  kind: CommentKind,
  id: string,
  user?: TestUser,
  query: Record<string, string> = {},
): Promise<CommentThread> {
  const req = request(t.app).get(threadPath(kind, id)).query(query);
  const res = await (user ? req.set('Authorization', user.bearer) : req);
  expectReply(threadCallsByKind[kind].list, res, 200);
  return res.body as CommentThread;
}

export const textsOf = (thread: { items: readonly Comment[] }): string[] =>
  thread.items.map((c) => (c.state === 'deleted' ? '(deleted)' : c.text));

export function expectCode(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect((res.body as { code?: string }).code).toBe(code);
}
