import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import {
  ifMatchFor,
  KIND_PATHS,
  uploadCalls,
  type Audio,
  type Book,
  type ContentType,
  type Video,
  type Writing,
} from '@inkreel/shared';
import { expectReply } from './expect-reply.js';
import { createTestApp, type TestApp } from './test-app.js';
import { postUpload } from './upload-requests.js';
import { createUser, type TestUser } from './users.js';

type Item = Video | Audio | Book | Writing;

/** One upload of a kind by a user (a video without a socket is ready at once), as its reply says. */
export async function uploadItem(
  app: Express,
  user: TestUser,
  kind: ContentType,
  fields: Record<string, string> = {},
): Promise<Item> {
  if (kind === 'poem' || kind === 'story') {
    const res = await request(app)
      .post(uploadCalls[kind].path)
      .set('Authorization', user.bearer)
      .send({ title: `A ${kind}`, content: `The ${kind}'s text`, tags: 'one, two', ...fields });
    expectReply(uploadCalls[kind], res, 201);
    return res.body as Writing;
  }
  const res = await postUpload(app, kind, { bearer: user.bearer, fields });
  expectReply(uploadCalls[kind], res, 201);
  const body = res.body as { video?: Video; audio?: Audio; book?: Book };
  const item = body.video ?? body.audio ?? body.book;
  expect(item).toBeDefined();
  return item as Item;
}

/** The path of an item's own calls: `/api/videos/{id}`... */
export const itemPath = (kind: ContentType, id: string): string => `/api/${KIND_PATHS[kind]}/${id}`;

/** PATCH an item as a user, with `If-Match` when a version is given. */
export function patchItem(
  app: Express,
  user: TestUser | undefined,
  kind: ContentType,
  id: string,
  body: object,
  version?: number,
) {
  let req = request(app).patch(itemPath(kind, id));
  if (user) req = req.set('Authorization', user.bearer);
  if (version !== undefined) req = req.set('If-Match', ifMatchFor(version));
  return req.send(body);
}

export function deleteItem(
  app: Express,
  user: TestUser | undefined,
  kind: ContentType,
  id: string,
) {
  let req = request(app).delete(itemPath(kind, id));
  if (user) req = req.set('Authorization', user.bearer);
  return req;
}

/** A fresh app with an uploader and someone else, each with credits to upload. */
export async function appWithOwnerAndOther(
  credits = 100,
): Promise<{ t: TestApp; owner: TestUser; other: TestUser }> {
  const t = await createTestApp();
  const [owner, other] = await Promise.all([
    createUser(t.deps, { credits, name: 'Owner' }),
    createUser(t.deps, { credits }),
  ]);
  return { t, owner, other };
}
