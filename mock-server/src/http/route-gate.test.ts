import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { gated } from './route-gate.js';

describe('gated()', () => {
  it('enters the router for its paths in any letter case, with or without a trailing slash', async () => {
    const router = Router();
    router.get('/api/things/:id', (req, res) => {
      res.json({ id: req.params.id });
    });
    router.get('/api/things', (_req, res) => {
      res.json({ list: true });
    });
    const app = express();
    app.use(gated(router));
    app.use((_req, res) => {
      res.status(404).json({ skipped: true });
    });
    expect((await request(app).get('/api/things/7')).body).toEqual({ id: '7' });
    expect((await request(app).get('/API/Things/')).body).toEqual({ list: true });
    expect((await request(app).get('/api/other')).body).toEqual({ skipped: true });
  });

  it('skips the router entirely for other paths', async () => {
    let seen = 0;
    const router = Router();
    router.get('/api/things', (_req, res) => {
      seen += 1;
      res.json({});
    });
    const app = express();
    app.use(gated(router));
    app.use((_req, res) => {
      res.status(404).end();
    });
    await request(app).get('/api/videos');
    await request(app).get('/api/things');
    expect(seen).toBe(1);
  });

  it('always enters a router with a plain middleware, which may act on any path', async () => {
    const router = Router();
    router.use((_req, res) => {
      res.json({ middleware: true });
    });
    const app = express();
    app.use(gated(router));
    expect((await request(app).get('/anything/at/all')).body).toEqual({ middleware: true });
  });
});
