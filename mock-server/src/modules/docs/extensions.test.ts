import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allCalls,
  EXTENSION_FEATURE_NAMES,
  extensionCalls,
  type Extensions,
} from '@inkreel/shared';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectReply } from '../../test/expect-reply.js';

describe('GET /api/extensions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('names each feature whose calls the provider has, and only known features', async () => {
    const res = await request(t.app).get('/api/extensions');
    expectReply(extensionCalls.list, res, 200);
    const body = res.body as Extensions;
    const named = new Set(allCalls.map(({ call }) => call.feature).filter(Boolean));
    expect(new Set(body.extensions)).toEqual(named);
    for (const name of body.extensions) expect(EXTENSION_FEATURE_NAMES).toContain(name);
  });

  it('marks every call of a feature as an extension', () => {
    for (const { id, call } of allCalls.filter((entry) => entry.call.feature)) {
      expect(call.scope, id).toBe('extension');
    }
  });
});
