import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, buildUrl, errorBodySchema, type CallContract } from '@inkreel/shared';
import { buildOpenApiDocument } from '@inkreel/shared/openapi';
import { createSeededTestApp } from '../../test/seeded-test-app.js';
import type { TestApp } from '../../test/test-app.js';

type Response = { content?: Record<string, unknown>; headers?: Record<string, unknown> };
type Operation = { responses: Record<string, Response> };
type Paths = Record<string, Record<string, Operation>>;

const paths = buildOpenApiDocument().paths as Paths;

/** OpenAPI path templating: a `{name}` is exactly one segment, a concrete path wins over a template. */
function documentedPath(url: string): string | undefined {
  const pathname = url.split('?')[0] ?? '';
  const matches = Object.keys(paths).filter((template) => {
    const pattern = template
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return new RegExp(`^${pattern}$`).test(pathname);
  });
  return matches.find((p) => !p.includes('{')) ?? matches[0];
}

/** Whether a reply's type is one the response documents (`video/*` covers `video/mp4`). */
function typeDocumented(type: string | undefined, response: Response | undefined): boolean {
  const bare = type?.split(';')[0]?.trim() ?? '';
  return Object.keys(response?.content ?? {}).some((documented) =>
    documented.endsWith('/*') ? bare.startsWith(documented.slice(0, -1)) : bare === documented,
  );
}

/** The groups whose calls hand out media: videos, audio, books, search and My uploads. */
const MEDIA_GROUPS = new Set(['videos', 'audios', 'books', 'writings', 'search', 'myUploads']);

/** Their list calls: JSON GETs without path parameters (a search needs a word to look for). */
const listCalls = allCalls
  .filter(({ group, call }) => MEDIA_GROUPS.has(group.name) && call.method === 'GET')
  .map(({ call }) => call)
  .filter((call) => !call.params && !call.binary);
const queryFor = (call: CallContract) =>
  call.query?.safeParse({}).success === false ? { q: 'e' } : {};

/** Every `…Url` string in a reply, wherever it sits. */
function mediaUrls(node: unknown, found: Map<string, string>): void {
  if (Array.isArray(node)) for (const item of node) mediaUrls(item, found);
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key.endsWith('Url') && typeof value === 'string') found.set(value, key);
    else mediaUrls(value, found);
  }
}

describe('every media URL the seeded API hands out', () => {
  let t: TestApp;
  /** URL (as handed out) → the field it came in. */
  const urls = new Map<string, string>();

  beforeAll(async () => {
    t = await createSeededTestApp();
    // The uploader of a seeded video, so that the signed-in lists (My uploads) are not empty.
    const owner = t.deps.store.data.videos[0]?.uploaderId;
    if (!owner) throw new Error('the seed has no videos');
    const bearer = `Bearer ${t.deps.tokens.issue(owner).token}`;
    for (const call of listCalls) {
      const res = await request(t.app)
        .get(buildUrl(call, { query: queryFor(call) } as never))
        .set('Authorization', bearer);
      if (res.status !== 200)
        throw new Error(`${call.path} → ${res.status} ${JSON.stringify(res.body)}`);
      mediaUrls(res.body, urls);
    }
  });
  afterAll(() => t.cleanup());

  it('comes in every kind of URL field the contracts have', () => {
    expect(new Set(urls.values())).toEqual(new Set(['videoUrl', 'audioUrl', 'artworkUrl']));
    expect(urls.size).toBeGreaterThan(20);
  });

  it('matches a documented GET and HEAD path, and is served as that path documents', async () => {
    for (const [url, field] of urls) {
      const at = `${field} ${url}`;
      const template = documentedPath(`/api${url}`);
      expect(template, `${at} matches no documented path`).toBeDefined();
      const { get, head } = paths[template ?? ''] ?? {};
      expect(get, at).toBeDefined();
      expect(head, at).toBeDefined();

      // A one-byte range: 206 for a file on disk, 200 for a generated image (no ranges there).
      const res = await request(t.app).get(`/api${url}`).set('Range', 'bytes=0-0');
      const response = get?.responses[String(res.status)];
      expect(response, `${at}: ${res.status} is not documented`).toBeDefined();
      expect(res.status, at).toBeLessThan(300);
      expect(typeDocumented(res.headers['content-type'], response), at).toBe(true);
      if (res.status === 206) {
        expect(res.headers['content-range'], at).toMatch(/^bytes 0-0\/\d+$/);
        expect(res.headers['accept-ranges'], at).toBe('bytes');
        expect(response?.headers, at).toHaveProperty('Content-Range');
      }
      const headRes = await request(t.app).head(`/api${url}`);
      expect(head?.responses[String(headRes.status)], at).toBeDefined();
    }
  });

  it('answers OPTIONS and a refused method with the methods the document lists', async () => {
    for (const url of urls.keys()) {
      const documented = Object.keys(paths[documentedPath(`/api${url}`) ?? ''] ?? {})
        .map((method) => method.toUpperCase())
        .sort();
      const options = await request(t.app).options(`/api${url}`);
      const refused = await request(t.app).delete(`/api${url}`);
      expect(options.status, url).toBe(204);
      expect(refused.status, url).toBe(405);
      expect(refused.headers.allow, url).toBe(options.headers.allow);
      expect(String(options.headers.allow).split(', ').sort(), url).toEqual(documented);
    }
  });

  it('answers any range or precondition with a status its path documents, never a 5xx', async () => {
    // One URL per documented path: a byte range or a condition of any shape, well-formed or not.
    const byPath = new Map([...urls.keys()].map((url) => [documentedPath(`/api${url}`), url]));
    const number = fc.nat({ max: 400_000 }).map(String);
    const value = fc.oneof(
      fc
        .tuple(fc.oneof(number, fc.constant('')), fc.oneof(number, fc.constant('')))
        .map(([from, to]) => `bytes=${from}-${to}`),
      fc.string({ maxLength: 30 }).map((text) => text.replace(/[^\x20-\x7e]/g, '')),
      fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
      fc.constant('"nope"'),
    );
    const name = fc.constantFrom(
      'Range',
      'If-Range',
      'If-Match',
      'If-None-Match',
      'If-Modified-Since',
      'If-Unmodified-Since',
    );
    for (const [template, url] of byPath) {
      const documented = Object.keys(paths[template ?? '']?.get?.responses ?? {}).map(Number);
      await fc.assert(
        fc.asyncProperty(fc.dictionary(name, value, { maxKeys: 2 }), async (headers) => {
          const res = await request(t.app).get(`/api${url}`).set(headers);
          const where = `${url} ${JSON.stringify(headers)} → ${res.status}`;
          expect(documented, where).toContain(res.status);
          if (res.status >= 400)
            expect(errorBodySchema.safeParse(res.body).success, where).toBe(true);
        }),
        { numRuns: 25 },
      );
    }
  });

  it('is refused with a documented 416 past the end and 404 for a file that is not there', async () => {
    const video = [...urls].find(([, field]) => field === 'videoUrl')?.[0] ?? '';
    const template = documentedPath(`/api${video}`) ?? '';
    const past = await request(t.app).get(`/api${video}`).set('Range', 'bytes=999999999-');
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    expect(paths[template]?.get?.responses).toHaveProperty('416');
    const gone = await request(t.app).get(
      video.replace(/[^/]+$/, 'not-there.mp4').replace(/^/, '/api'),
    );
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(paths[template]?.get?.responses).toHaveProperty('404');
  });
});
