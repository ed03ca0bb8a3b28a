import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_SIZE_HEADER,
  IDEMPOTENCY_HEADER,
  IF_MATCH_HEADER,
  RETRY_AFTER_HEADER,
  videoCalls,
  XSRF_HEADER_NAME,
} from '@inkreel/shared';
import { expectReply } from '../test/expect-reply.js';
import { createCors } from './cors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const FIRST = 'http://localhost:41002';
const SECOND = 'https://app.example.com';

const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-max-age',
];

function corsHeadersOf(res: request.Response): string[] {
  return CORS_HEADERS.filter((name) => res.headers[name] !== undefined);
}

describe('CORS on /api', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CLIENT_ORIGIN: `${FIRST}, ${SECOND}/` });
  });
  afterAll(() => t.cleanup());

  it.each([FIRST, SECOND])(
    'grants %s with credentials and the headers the client reads',
    async (origin) => {
      const res = await request(t.app).get('/api/videos/featured').set('Origin', origin);
      expectReply(videoCalls.featured, res, 200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
      expect(res.headers['access-control-allow-credentials']).toBe('true');
      expect(res.headers['access-control-expose-headers']).toBe(
        `${XSRF_HEADER_NAME},${RETRY_AFTER_HEADER},Content-Disposition,Content-Range,Accept-Ranges,ETag`,
      );
      expect(res.headers.vary).toMatch(/Origin/);
    },
  );

  it('answers the preflight for every header the client sends', async () => {
    const res = await request(t.app)
      .options('/api/videos/upload')
      .set('Origin', FIRST)
      .set('Access-Control-Request-Method', 'POST')
      .set(
        'Access-Control-Request-Headers',
        `authorization,content-type,${IDEMPOTENCY_HEADER},${FILE_SIZE_HEADER},${XSRF_HEADER_NAME}`,
      );
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(FIRST);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toBe('GET,HEAD,POST,PUT,PATCH,DELETE');
    expect(res.headers['access-control-allow-headers']).toBe(
      `Authorization,Content-Type,${IDEMPOTENCY_HEADER},${FILE_SIZE_HEADER},${XSRF_HEADER_NAME},${IF_MATCH_HEADER}`,
    );
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('answers the preflight of an edit that names the version it read (If-Match)', async () => {
    const res = await request(t.app)
      .options(`/api/videos/${'a'.repeat(24)}`)
      .set('Origin', FIRST)
      .set('Access-Control-Request-Method', 'PATCH')
      .set('Access-Control-Request-Headers', `authorization,content-type,${IF_MATCH_HEADER}`);
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-headers']).toMatch(new RegExp(`,${IF_MATCH_HEADER}$`));
  });

  it('gives an origin that is not on the list no CORS grant, on a call or a preflight', async () => {
    const call = await request(t.app).get('/api/videos/featured').set('Origin', 'http://evil.test');
    expect(call.status).toBe(200);
    expect(corsHeadersOf(call)).toEqual([]);
    expect(call.headers.vary).toMatch(/Origin/);

    const preflight = await request(t.app)
      .options('/api/wallet/deposit')
      .set('Origin', 'http://localhost:41003')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', `authorization,${XSRF_HEADER_NAME}`);
    // Express answers OPTIONS with the route's Allow list; without a grant the browser stops there.
    expect(corsHeadersOf(preflight)).toEqual([]);
  });

  it('compares whole origins: no prefix, other scheme or other port', async () => {
    for (const origin of [
      `${FIRST}.evil.test`,
      'https://localhost:41002',
      'http://localhost:4100',
      'null',
    ]) {
      const res = await request(t.app).get('/api/health').set('Origin', origin);
      expect(corsHeadersOf(res), origin).toEqual([]);
    }
  });

  it('sends no CORS headers to a request without Origin', async () => {
    const res = await request(t.app).get('/api/health');
    expect(corsHeadersOf(res)).toEqual([]);
  });

  it('sends e-mail links and checkout redirects to the first origin', () => {
    expect(t.deps.env.CLIENT_ORIGIN).toBe(FIRST);
    expect(t.deps.env.CLIENT_ORIGINS).toEqual([FIRST, SECOND]);
  });

  it('varies every reply on Origin exactly as res.vary() does, after any Vary set before', async () => {
    const app = express();
    app.use((req, res, next) => {
      if (req.path === '/encoded') res.setHeader('Vary', 'Accept-Encoding');
      if (req.path === '/twice') res.setHeader('Vary', 'origin');
      next();
    });
    app.use(createCors([FIRST]));
    app.use((_req, res) => {
      res.json({});
    });
    expect((await request(app).get('/plain')).headers.vary).toBe('Origin');
    expect((await request(app).get('/encoded')).headers.vary).toBe('Accept-Encoding, Origin');
    expect((await request(app).get('/twice')).headers.vary).toBe('origin');
    expect((await request(app).get('/plain').set('Origin', FIRST)).headers.vary).toBe('Origin');
  });
});
