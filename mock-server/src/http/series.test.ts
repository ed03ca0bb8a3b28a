import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { series, under } from './series.js';

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.append('X-Seen', name);
    next();
  };

const errorsAsJson: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  res.status(500).json({ error: error instanceof Error ? error.message : String(error) });
};

function appWith(handlers: RequestHandler[]) {
  const app = express();
  app.use(series(handlers));
  app.get('/api/x', (_req, res) => {
    res.json({ reached: true });
  });
  app.use(errorsAsJson);
  return app;
}

describe('series()', () => {
  it('shows its middlewares as a stack, so the 405 answers still find routers run inside it', () => {
    const first = mark('a');
    const second = mark('b');
    const layers = (series([first, second]) as unknown as { stack: { handle: unknown }[] }).stack;
    expect(layers.map((layer) => layer.handle)).toEqual([first, second]);
  });

  it('runs every middleware in order, then the routes', async () => {
    const res = await request(appWith([mark('a'), mark('b'), mark('c')])).get('/api/x');
    expect(res.body).toEqual({ reached: true });
    expect(res.headers['x-seen']).toBe('a, b, c');
  });

  it('passes an error on and skips the rest, as Express does for layers', async () => {
    const fail: RequestHandler = (_req, _res, next) => next(new Error('refused'));
    const res = await request(appWith([mark('a'), fail, mark('c')])).get('/api/x');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'refused' });
    expect(res.headers['x-seen']).toBe('a');
  });

  it('turns a throw or a rejected promise into an error', async () => {
    const thrown: RequestHandler = () => {
      throw new Error('thrown');
    };
    expect((await request(appWith([thrown])).get('/api/x')).body).toEqual({ error: 'thrown' });
    const rejected: RequestHandler = () => Promise.reject(new Error('rejected'));
    expect((await request(appWith([rejected])).get('/api/x')).body).toEqual({
      error: 'rejected',
    });
  });
});

describe('under()', () => {
  it('runs the middleware for the prefix and below it, in any letter case, and nowhere else', async () => {
    const app = express();
    app.use(series([under('/api', mark('api'))]));
    app.use((_req, res) => {
      res.json({});
    });
    const seen = async (path: string) => (await request(app).get(path)).headers['x-seen'];
    expect(await seen('/api')).toBe('api');
    expect(await seen('/API/videos')).toBe('api');
    expect(await seen('/apix')).toBeUndefined();
    expect(await seen('/checkout/1')).toBeUndefined();
  });
});
