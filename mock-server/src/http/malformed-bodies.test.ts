import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls } from '@inkreel/shared';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { expectReply } from '../test/expect-reply.js';
import {
  BOUNDARY,
  expectNothingKept,
  FILE_UPLOADS,
  multipartType,
  rawMultipart as multipart,
} from '../test/multipart-bodies.js';
import { createUser } from '../test/users.js';

/** The bodies, for an upload whose file part is named `file`. */
const bodies = (file: string) => ({
  // busboy: "Malformed part header" (a control character inside the header value).
  'a malformed part header': multipart(
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="a\x1db"',
    '',
    'x',
    `--${BOUNDARY}--`,
    '',
  ),
  // busboy: "Unexpected end of form" (the body stops mid-part, with no closing boundary).
  'a truncated body': multipart(
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="title"',
    '',
    'half a tit',
  ),
  // busboy: "Unexpected end of file" (a file part cut off).
  'a truncated file part': multipart(
    `--${BOUNDARY}`,
    'Content-Disposition: form-data; name="title"',
    '',
    'A title',
    `--${BOUNDARY}`,
    `Content-Disposition: form-data; name="${file}"; filename="x.bin"`,
    'Content-Type: application/octet-stream',
    '',
    'some bytes and then nothing',
  ),
});

describe('malformed request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  for (const [kind, call] of FILE_UPLOADS) {
    for (const [what, body] of Object.entries(bodies(kind))) {
      it(`answers 400 VALIDATION_FAILED to ${what} on the ${kind} upload, keeping nothing`, async () => {
        const user = await createUser(t.deps, { credits: 100 });
        const res = await request(t.app)
          .post(call.path)
          .set('Authorization', user.bearer)
          .set('Content-Type', multipartType())
          .send(body);
        expectReply(call, res, 400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
        expect(res.body.message).toMatch(/multipart body is malformed/);
        await expectNothingKept(t, user.user._id, 10_000);
      });
    }

    it(`answers 400 to a multipart type without a boundary on the ${kind} upload`, async () => {
      const user = await createUser(t.deps, { credits: 100 });
      const res = await request(t.app)
        .post(call.path)
        .set('Authorization', user.bearer)
        .set('Content-Type', 'multipart/form-data')
        .send(bodies(kind)['a truncated body']);
      expectReply(call, res, 400);
    });
  }

  it.each([
    ['a string', '"bye"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('says a logout body that is valid JSON but %s must be an object', async (_what, json) => {
    const user = await createUser(t.deps);
    const res = await request(t.app)
      .post(authCalls.logout.path)
      .set('Authorization', user.bearer)
      .set('Content-Type', 'application/json')
      .send(json);
    expectReply(authCalls.logout, res, 400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.body.message).not.toMatch(/not valid JSON/);
    expect(res.body.message).toMatch(/JSON object/);
  });

  it('still says a logout body that does not parse is not valid JSON', async () => {
    const user = await createUser(t.deps);
    const res = await request(t.app)
      .post(authCalls.logout.path)
      .set('Authorization', user.bearer)
      .set('Content-Type', 'application/json')
      .send('{"a":');
    expectReply(authCalls.logout, res, 400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.body.message).toBe('Request body is not valid JSON');
  });
});
