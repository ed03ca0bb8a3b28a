import express, { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, ErrorCode } from '@inkreel/shared';
import { DomainError } from '../domain-error.js';
import { errorHandler } from './error-handler.js';
import { route } from './route.js';

const call = defineCall({
  method: 'GET',
  path: '/api/test/echo/:n',
  params: z.object({ n: z.coerce.number().int() }),
  responses: { 200: z.object({ doubled: z.number() }) },
});

const created = defineCall({
  method: 'POST',
  path: '/api/test/items',
  body: z.object({ name: z.string().min(1) }),
  responses: { 201: z.object({ name: z.string() }), 409: z.object({}) },
});

function appWith(handler: (n: number) => unknown, checkReplies?: boolean) {
  const app = express();
  if (checkReplies !== undefined) app.locals.checkReplies = checkReplies;
  app.use(express.json());
  app.use((req, _res, next) => {
    req.log = pino({ level: 'silent' });
    next();
  });
  const router = Router();
  route(router, call, ({ params }) => handler(params.n) as { doubled: number });
  route(router, created, ({ body }) => {
    if (body.name === 'taken') throw new DomainError(ErrorCode.EMAIL_TAKEN, 'Taken');
    return { name: body.name };
  });
  app.use(router);
  app.use(errorHandler);
  return app;
}

describe('route()', () => {
  it('validates the request and sends the handler reply with the contract status', async () => {
    const app = appWith((n) => ({ doubled: n * 2 }));
    const ok = await request(app).get('/api/test/echo/21');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ doubled: 42 });
    expect(ok.headers['content-type']).toBe('application/json; charset=utf-8');
    const bad = await request(app).get('/api/test/echo/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'params.n' }] });
  });

  it('answers with the first success status the contract declares (201 for a creation)', async () => {
    const res = await request(appWith(() => null))
      .post('/api/test/items')
      .send({ name: 'a' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ name: 'a' });
    const bad = await request(appWith(() => null))
      .post('/api/test/items')
      .send({ name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe('body.name');
  });

  it("maps a service's coded error to the status its code has, in one place", async () => {
    const res = await request(appWith(() => null))
      .post('/api/test/items')
      .send({ name: 'taken' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'EMAIL_TAKEN', message: 'Taken' });
  });

  it('answers async handlers and their rejections like plain ones', async () => {
    const app = appWith(async (n) => {
      await Promise.resolve();
      if (n === 0) throw new DomainError(ErrorCode.NOT_FOUND, 'Zero not found');
      return { doubled: n * 2 };
    });
    expect((await request(app).get('/api/test/echo/4')).body).toEqual({ doubled: 8 });
    const missing = await request(app).get('/api/test/echo/0');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it('refuses to send a reply that breaks its contract: a 500, not a misleading body', async () => {
    const res = await request(appWith(() => ({ doubled: 'not a number' }))).get('/api/test/echo/1');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on the server',
    });
  });

  it('sends a breaking reply as it is when the app turned reply checks off', async () => {
    const res = await request(appWith(() => ({ doubled: 'not a number' }), false)).get(
      '/api/test/echo/1',
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ doubled: 'not a number' });
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await request(appWith((n) => ({ doubled: n }))).head('/api/test/echo/3');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(head.text).toBeUndefined();
  });
});
