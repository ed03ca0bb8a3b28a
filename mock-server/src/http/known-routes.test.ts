import express, { Router } from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { registerKnownRoute } from './known-routes.js';

function appWith(register: boolean) {
  const app = express();
  app.use((req, _res, next) => {
    req.log = pino({ level: 'silent' });
    next();
  });
  const router = Router();
  if (register) {
    router.get('/api/things', (_req, res) => res.json({ ok: true }));
    registerKnownRoute(router, 'GET', /^\/api\/things\/?$/, true);
  }
  app.use(Router().use(router));
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}

describe('known routes', () => {
  it('answers a wrong method on a known path with 405 and Allow, also through nested routers', async () => {
    const res = await request(appWith(true)).post('/api/things').send({});
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
  });

  it('keeps each app to its own routes: another app does not know them', async () => {
    appWith(true);
    const res = await request(appWith(false)).post('/api/things').send({});
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});
