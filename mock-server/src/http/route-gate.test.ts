import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { gated, gatedRouters } from './route-gate.js';

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

  it("does not enter a router for its error handler, which still sees its own routes' errors", async () => {
    const router = Router();
    router.get('/api/things', (req, _res, next) => {
      next(new Error(`failed ${req.path}`));
    });
    router.use(
      (error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
        res.status(418).json({ handled: error.message });
      },
    );
    // The same router, counting the requests it is handed.
    let entered = 0;
    const counted = Object.assign(
      (req: express.Request, res: express.Response, next: express.NextFunction) => {
        entered += 1;
        router(req, res, next);
      },
      { stack: router.stack },
    ) as unknown as Router;
    const app = express();
    app.use(gated(counted));
    app.use((_req, res) => {
      res.status(404).json({ skipped: true });
    });
    expect((await request(app).get('/api/videos')).body).toEqual({ skipped: true });
    expect(entered).toBe(0);
    const failed = await request(app).get('/api/things');
    expect(failed.status).toBe(418);
    expect(failed.body).toEqual({ handled: 'failed /api/things' });
    expect(entered).toBe(1);
  });
});

describe('gatedRouters()', () => {
  it('goes on to the next router that could match when one passes, and stops at an error', async () => {
    const first = Router();
    first.get('/api/things/:id', (req, _res, next) => {
      if (req.params.id === 'bad') return next(new Error('bad thing'));
      next();
    });
    const second = Router();
    second.get('/api/things/:id', (req, res) => {
      res.json({ second: req.params.id });
    });
    const app = express();
    app.use(gatedRouters([first, second]));
    app.use((error: Error, _req: express.Request, res: express.Response, _next: () => void) => {
      res.status(500).json({ error: error.message });
    });
    expect((await request(app).get('/api/things/7')).body).toEqual({ second: '7' });
    expect((await request(app).get('/api/things/bad')).body).toEqual({ error: 'bad thing' });
  });

  it('enters a router mounted on a static path only below it, and a conditional one only while on', async () => {
    let entered = 0;
    const dev = Router();
    dev.use('/__dev', (_req, _res, next) => {
      entered += 1;
      next();
    });
    dev.get('/__dev/ping', (_req, res) => {
      res.json({ pong: true });
    });
    let on = false;
    const scenario = Router();
    scenario.use((_req, res) => {
      res.json({ scenario: true });
    });
    const app = express();
    app.use(gatedRouters([{ router: scenario, when: () => on }, dev]));
    app.use((_req, res) => {
      res.status(404).json({ none: true });
    });
    expect((await request(app).get('/api/videos')).body).toEqual({ none: true });
    expect(entered).toBe(0);
    expect((await request(app).get('/__dev/ping')).body).toEqual({ pong: true });
    expect(entered).toBe(1);
    on = true;
    expect((await request(app).get('/api/videos')).body).toEqual({ scenario: true });
  });
});
