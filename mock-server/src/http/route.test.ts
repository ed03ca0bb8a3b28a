import express, { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@inkreel/shared';
import { errorHandler } from './error-handler.js';
import { JsonText } from './json-text.js';
import { defaultReplyChecks, ReplyChecks, SAMPLE_EVERY, useReplyChecks } from './reply-checks.js';
import { ETAG_FROM_BYTES, route } from './route.js';

const call = defineCall({
  method: 'GET',
  path: '/api/test/echo/:n',
  params: z.object({ n: z.coerce.number().int() }),
  responses: { 200: z.object({ doubled: z.number() }) },
});

function appWith(
  handler: (n: number) => unknown,
  checks = new ReplyChecks('all', () => undefined),
) {
  const app = express();
  useReplyChecks(app, checks);
  app.use((req, _res, next) => {
    req.log = pino({ level: 'silent' });
    next();
  });
  const router = Router();
  route(router, call, ({ params }) => handler(params.n));
  app.use(router);
  app.use(errorHandler);
  return app;
}

describe('route()', () => {
  it('validates the request and sends the handler reply with the contract status', async () => {
    const app = appWith((n) => ({ doubled: n * 2 }));
    expect((await request(app).get('/api/test/echo/21')).body).toEqual({ doubled: 42 });
    const bad = await request(app).get('/api/test/echo/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'params.n' }] });
  });

  it('refuses to send a reply that breaks its contract', async () => {
    const app = appWith(() => ({ doubled: 'not a number' }));
    const res = await request(app).get('/api/test/echo/1');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on the server',
    });
  });

  it('sends a body given as parts as one reply, with its length, checked like any other', async () => {
    const parts = (n: number) =>
      new JsonText([Buffer.from('{"doubled"'), Buffer.from(':'), Buffer.from(`${n * 2}}`)], {
        etag: false,
      });
    const app = appWith(parts);
    const res = await request(app).get('/api/test/echo/21');
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"doubled":42}');
    expect(res.headers['content-length']).toBe('14');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    const head = await request(app).head('/api/test/echo/21');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('14');
    expect(head.text).toBeUndefined();
    // Parts that break the contract are refused like a breaking object.
    const broken = appWith(() => new JsonText([Buffer.from('{"doubled":'), Buffer.from('"x"}')]));
    expect((await request(broken).get('/api/test/echo/1')).status).toBe(500);
  });

  it('tags a body from ETAG_FROM_BYTES up and answers its revalidation with 304; a shorter one goes untagged', async () => {
    const echo = defineCall({
      method: 'GET',
      path: '/api/test/text/:n',
      params: z.object({ n: z.coerce.number().int() }),
      responses: { 200: z.object({ text: z.string() }) },
    });
    const app = express();
    useReplyChecks(app, new ReplyChecks('all', () => undefined));
    const router = Router();
    // {"text":"…"} is 11 bytes around the text.
    route(router, echo, ({ params }) => ({ text: 'x'.repeat(params.n - 11) }));
    app.use(router);
    const small = await request(app).get(`/api/test/text/${ETAG_FROM_BYTES - 1}`);
    expect(small.text).toHaveLength(ETAG_FROM_BYTES - 1);
    expect(small.headers.etag).toBeUndefined();
    const large = await request(app).get(`/api/test/text/${ETAG_FROM_BYTES}`);
    expect(large.text).toHaveLength(ETAG_FROM_BYTES);
    const tag = String(large.headers.etag);
    expect(tag).toMatch(/^W\/"/);
    const again = await request(app)
      .get(`/api/test/text/${ETAG_FROM_BYTES}`)
      .set('If-None-Match', tag);
    expect(again.status).toBe(304);
  });

  describe('reply checks outside tests', () => {
    it('are on for every reply under vitest, sampled otherwise', () => {
      expect(defaultReplyChecks({ VITEST: 'true' })).toBe('all');
      expect(defaultReplyChecks({ NODE_ENV: 'test' })).toBe('all');
      expect(defaultReplyChecks({})).toBe('sample');
    });

    it('sample: sends the reply and logs a breach found in one reply of SAMPLE_EVERY', async () => {
      const breaches: string[] = [];
      const checks = new ReplyChecks('sample', (breach) => breaches.push(breach));
      const app = appWith(() => ({ doubled: 'not a number' }), checks);
      for (let i = 0; i < SAMPLE_EVERY; i += 1) {
        expect((await request(app).get('/api/test/echo/1')).status).toBe(200);
      }
      expect(breaches).toHaveLength(1);
      expect(breaches[0]).toContain('GET /api/test/echo/:n breaks its contract');
    });

    it('sample: a kept reply body is checked once, and does not use up the sample of others', async () => {
      const breaches: string[] = [];
      const checks = new ReplyChecks('sample', (breach) => breaches.push(breach));
      const kept = new JsonText('{"doubled":"kept, and wrong"}');
      // n = 1 answers the same kept text every time; any other n a fresh (also breaking) reply.
      const app = appWith((n) => (n === 1 ? kept : { doubled: `fresh ${n}` }), checks);
      for (let i = 0; i < 3 * SAMPLE_EVERY; i += 1) {
        expect((await request(app).get('/api/test/echo/1')).status).toBe(200);
      }
      expect(breaches).toHaveLength(1);
      for (let i = 0; i < SAMPLE_EVERY; i += 1) await request(app).get('/api/test/echo/2');
      expect(breaches).toHaveLength(2);
      expect(breaches[1]).toContain('GET /api/test/echo/:n breaks its contract');
    });

    it('off: never checks', async () => {
      const breaches: string[] = [];
      const checks = new ReplyChecks('off', (breach) => breaches.push(breach));
      const app = appWith(() => ({ doubled: 'not a number' }), checks);
      for (let i = 0; i < SAMPLE_EVERY; i += 1) await request(app).get('/api/test/echo/1');
      expect(breaches).toEqual([]);
    });
  });
});
