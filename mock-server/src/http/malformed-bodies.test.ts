import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, MULTIPART_LIMITS } from '@inkreel/shared';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { expectReply } from '../test/expect-reply.js';
import {
  BOUNDARY,
  expectNothingKept,
  FILE_UPLOADS,
  multipartBody,
  multipartType,
  rawMultipart as multipart,
  type Part,
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

type Case = [what: string, body: Buffer, status: number, code: string, message: RegExp];

/** Every refused body of an upload: busboy's malformed ones, then those multer refuses. */
const cases = (kind: string): Case[] => [
  ...Object.entries(bodies(kind)).map(([what, body]): Case => [
    what,
    body,
    400,
    'VALIDATION_FAILED',
    /multipart body is malformed/,
  ]),
  ...refused(kind).map(([what, parts, status, code, message]): Case => [
    what,
    multipartBody(parts),
    status,
    code,
    message,
  ]),
];

describe('malformed request bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  for (const [kind, call] of FILE_UPLOADS) {
    for (const [what, body, status, code, message] of cases(kind)) {
      it(`answers ${status} ${code} to ${what} on the ${kind} upload, keeping nothing`, async () => {
        const user = await createUser(t.deps, { credits: 100 });
        const res = await request(t.app)
          .post(call.path)
          .set('Authorization', user.bearer)
          .set('Content-Type', multipartType())
          .send(body);
        expectReply(call, res, status);
        expect(res.body).toMatchObject({ code, message: expect.stringMatching(message) });
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
