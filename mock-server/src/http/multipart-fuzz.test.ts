import path from 'node:path';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedStatuses, errorBodySchema } from '@inkreel/shared';
import { sampleJpeg, sampleMp3, sampleMp4, samplePdf } from '../test/media-samples.js';
import {
  BOUNDARY,
  FILE_UPLOADS,
  multipartBody,
  multipartType,
  type Part,
} from '../test/multipart-bodies.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { filesUnder } from '../test/upload-requests.js';
import { createUser, type TestUser } from '../test/users.js';

/** Names a part may carry: none, empty, the uploads' own, odd ones multer parses, anything. */
const nameArb = fc.option(
  fc.oneof(
    fc.constantFrom('', 'title', 'description', 'tags', 'genre', 'artist', 'author', 'fileSize'),
    fc.constantFrom('video', 'audio', 'book', 'thumbnail', 'artwork', 'cover'),
    fc.constantFrom('__proto__', 'a[b]', 'a[0]', 'a[]', '[]', 'title[x]', 'x'.repeat(101)),
    fc.string({ maxLength: 20 }),
    fc.string({ unit: 'binary', maxLength: 12 }),
  ),
  // One part in four has no name at all (multer's MISSING_FIELD_NAME, issue 50).
  { nil: undefined, freq: 3 },
);

/** A part's bytes as latin1 text: real media (so some parts get as far as the byte checks) or any. */
const contentArb = fc.oneof(
  fc
    .constantFrom(sampleMp4(), sampleMp3(), samplePdf(), sampleJpeg())
    .map((b) => b.toString('latin1')),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const partArb: fc.Arbitrary<Part> = fc.record({
  name: nameArb,
  filename: fc.option(fc.oneof(fc.constant(''), fc.string({ maxLength: 20 })), { nil: undefined }),
  type: fc.option(
    fc.oneof(
      fc.constantFrom('video/mp4', 'audio/mpeg', 'application/pdf', 'image/jpeg', 'text/plain', ''),
      fc.string({ maxLength: 20 }),
    ),
    { nil: undefined },
  ),
  content: contentArb,
});

/** A body of arbitrary parts, perhaps cut short, under a Content-Type that may not match it. */
const uploadArb = fc.record({
  parts: fc.array(partArb, { maxLength: 8 }),
  /** Where to cut the body, as a fraction of its length (none: whole). */
  cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
  type: fc.constantFrom(
    multipartType(),
    multipartType('another-boundary'),
    'multipart/form-data',
    'multipart/form-data; boundary=""',
    'multipart/mixed; boundary=' + BOUNDARY,
  ),
});

describe('multipart bodies built from arbitrary parts', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.deps, { credits: 10_000 });
  });
  afterAll(() => t.cleanup());

  it.each(FILE_UPLOADS)(
    'the %s upload never answers a 5xx, only documented replies, and keeps no temp file',
    async (_kind, call) => {
      await fc.assert(
        fc.asyncProperty(uploadArb, async ({ parts, cut, type }) => {
          const whole = multipartBody(parts);
          const body =
            cut === undefined ? whole : whole.subarray(0, Math.floor(whole.length * cut));
          const res = await request(t.app)
            .post(call.path)
            .set('Authorization', user.bearer)
            .set('Content-Type', type)
            .send(body);
          const where = `${JSON.stringify(parts).slice(0, 300)} → ${res.status} ${JSON.stringify(res.body)}`;
          expect(res.status, where).toBeLessThan(500);
          expect(documentedStatuses(call), where).toContain(res.status);
          const schema = call.responses[res.status] ?? errorBodySchema;
          expect(schema.safeParse(res.body).success, where).toBe(true);
          expect(await filesUnder(path.join(t.dataDir, 'uploads-tmp')), where).toEqual([]);
        }),
        { numRuns: 60 },
      );
    },
  );
});
