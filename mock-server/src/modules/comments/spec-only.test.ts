import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, extensionCalls, hasRequestBody } from '@inkreel/shared';
import { addItem } from '../../test/comment-items.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createUser, type TestUser } from '../../test/users.js';

const commentCalls = allCalls.filter(({ call }) => call.feature === 'comments');

describe('the comments feature against a provider without it (spec-only)', () => {
  let t: TestApp;
  let user: TestUser;
  let video: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.deps);
    video = await addItem(t, 'video', user);
  });
  afterAll(() => t.cleanup());

  it('is named at GET /api/extensions, and every one of its calls answers 404 under spec-only', async () => {
    const offered = await request(t.app).get(extensionCalls.list.path);
    expect(offered.body.extensions).toContain('comments');
    expect(commentCalls.length).toBeGreaterThan(10);
    t.deps.faults.set('spec-only');
    try {
      for (const { call } of commentCalls) {
        const path = call.path.replace(/:([A-Za-z]+)/g, () => video);
        const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        let req = request(t.app)[method](path).set('Authorization', user.bearer);
        if (hasRequestBody(call.method)) req = req.send({ text: 'x', mode: 'off', reason: 'spam' });
        const res = await req;
        expect(res.status, `${call.method} ${call.path}`).toBe(404);
      }
    } finally {
      t.deps.faults.set('normal');
    }
  });
});
