import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_LIMITS } from '@inkreel/shared';
import { expectReply } from '../test/expect-reply.js';
import {
  expectNothingKept,
  FILE_UPLOADS,
  multipartBody,
  multipartType,
  type Part,
} from '../test/multipart-bodies.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createUser } from '../test/users.js';

const title: Part = { name: 'title', content: 'A title' };
const file = (name: string | undefined): Part => ({
  name,
  filename: 'x.bin',
  type: 'application/octet-stream',
  content: 'some bytes',
});

/** Bodies multer refuses, for an upload whose main file field is `kind`: what, parts, reply. */
const refused = (kind: string): [string, Part[], number, string, RegExp][] => [
  [
    'a text part without a name',
    [title, { content: 'x' }],
    400,
    'VALIDATION_FAILED',
    /a part has no name/,
  ],
  [
    'a text part with an empty name',
    [title, { name: '', content: 'x' }],
    400,
    'VALIDATION_FAILED',
    /a part has no name/,
  ],
  ['a file part without a name', [title, file(undefined)], 400, 'VALIDATION_FAILED', /no name/],
  ['a file part with an empty name', [title, file('')], 400, 'VALIDATION_FAILED', /no name/],
  [
    'a part name over the limit',
    [{ name: 'n'.repeat(MULTIPART_LIMITS.fieldNameBytes + 1), content: 'x' }],
    400,
    'VALIDATION_FAILED',
    /name is longer than 100 bytes/,
  ],
  [
    'more text fields than the limit',
    Array.from({ length: MULTIPART_LIMITS.fields + 1 }, (_, i) => ({
      name: `f${i}`,
      content: 'x',
    })),
    400,
    'VALIDATION_FAILED',
    /more than 10 text fields|more parts/,
  ],
  [
    'a file under a name the call does not take',
    [title, file('attachment')],
    400,
    'VALIDATION_FAILED',
    /a name the call does not take/,
  ],
  [
    'two files under one name',
    [title, file(kind), file(kind)],
    400,
    'VALIDATION_FAILED',
    /or a second one/,
  ],
  [
    'a text field over the limit',
    [{ name: 'title', content: 'x'.repeat(MULTIPART_LIMITS.fieldBytes + 1) }],
    413,
    'PAYLOAD_TOO_LARGE',
    /longer than 64 KiB/,
  ],
];

describe('multipart bodies multer refuses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  for (const [kind, call] of FILE_UPLOADS) {
    for (const [what, parts, status, code, message] of refused(kind)) {
      it(`answers ${status} ${code} to ${what} on the ${kind} upload, keeping nothing`, async () => {
        const user = await createUser(t.deps, { credits: 100 });
        const res = await request(t.app)
          .post(call.path)
          .set('Authorization', user.bearer)
          .set('Content-Type', multipartType())
          .send(multipartBody(parts));
        expectReply(call, res, status);
        expect(res.body).toMatchObject({ code, message: expect.stringMatching(message) });
        await expectNothingKept(t, user.user._id, 10_000);
      });
    }
  }
});
