import request from 'supertest';
import { expect } from 'vitest';
import { uploadCalls, type Writing } from '@inkreel/shared';
import type { TestApp } from './test-app.js';
import type { TestUser } from './users.js';

/** Publishes a poem or story through the API, as its creator would. */
export async function publishWriting(
  t: TestApp,
  user: TestUser,
  title: string,
  kind: 'poem' | 'story' = 'poem',
): Promise<Writing> {
  const res = await request(t.app)
    .post(uploadCalls[kind].path)
    .set('Authorization', user.bearer)
    .send({ title, content: `${title}, the text` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Writing;
}

/** Hides an item as a creator's controls would (a `visibility` other than public). */
export function hide(t: TestApp, id: string): void {
  const { videos, audios, books, writings } = t.deps.store.data;
  const record = [...videos, ...audios, ...books, ...writings].find((r) => r._id === id);
  if (!record) throw new Error(`no item ${id}`);
  Object.assign(record, { visibility: 'private' });
}

/** Two calls in one millisecond would share a createdAt: wait for the clock to move on. */
export const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 2));
