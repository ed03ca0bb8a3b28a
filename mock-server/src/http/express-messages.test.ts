import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { expressMessages } from './express-messages.js';

describe('requests born with the Express prototypes', () => {
  let server: Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  function appWithEcho() {
    const app = express();
    app.get('/echo', (req, res) => {
      res.set('X-Echo', req.get('X-Name') ?? '').json({ path: req.path, query: req.query });
    });
    return app;
  }

  /** Each request's and reply's prototypes as they arrive, before Express has run. */
  interface Arrival {
    request: unknown;
    reply: unknown;
  }

  async function listen(app: ReturnType<typeof express>, seen: Arrival[]) {
    server = createServer(expressMessages(app), app);
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) =>
      seen.push({ request: Object.getPrototypeOf(req), reply: Object.getPrototypeOf(res) }),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('makes each request and reply with the prototypes Express would give them', async () => {
    const app = appWithEcho();
    const arrived: Arrival[] = [];
    const url = await listen(app, arrived);
    const res = await request(url).get('/echo?x=1').set('X-Name', 'Ada');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ path: '/echo', query: { x: '1' } });
    expect(res.headers['x-echo']).toBe('Ada');
    expect(arrived).toEqual([{ request: app.request, reply: app.response }]);
    // Express's own request (with the app link) is further up the chain.
    expect((app.request as { app?: unknown }).app).toBe(app);
  });

  it('leaves requests from another server (supertest on the app) working as before', async () => {
    const app = appWithEcho();
    expressMessages(app);
    const res = await request(app).get('/echo').set('X-Name', 'Bruno');
    expect(res.status).toBe(200);
    expect(res.headers['x-echo']).toBe('Bruno');
  });

  it('gives one app the same classes however often it is asked', () => {
    const app = appWithEcho();
    const first = expressMessages(app);
    const request = app.request;
    expect(expressMessages(app)).toBe(first);
    expect(app.request).toBe(request);
    expect(expressMessages(appWithEcho())).not.toBe(first);
  });
});
