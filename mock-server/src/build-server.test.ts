import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_PATH } from '@inkreel/shared';
import { buildServer } from './build-server.js';
import { timeoutsFor } from './http/server.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const HANDSHAKE = `${REALTIME_PATH}/?EIO=4&transport=polling`;
const CLIENT = 'http://localhost:41003';

describe('the server main.ts runs', () => {
  let t: TestApp;
  let built: ReturnType<typeof buildServer>;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp({ CLIENT_ORIGIN: CLIENT });
    built = buildServer(t.deps);
    await new Promise<void>((resolve) => built.server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(built.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    built.server.closeAllConnections();
    await built.io.close();
    await t.cleanup();
  });

  it('limits how long headers and a whole request may take', () => {
    const { server } = built;
    const limits = timeoutsFor(t.deps.env.MAX_UPLOAD_BYTES);
    expect(server.headersTimeout).toBeGreaterThan(0);
    expect(server.requestTimeout).toBeGreaterThan(0);
    // Node's own defaults would be 60 s and 5 min: these are the limits sized for uploads.
    expect(server.headersTimeout).toBe(limits.headersTimeout);
    expect(server.requestTimeout).toBe(limits.requestTimeout);
    expect(server.timeout).toBe(limits.idleTimeout);
  });

  it("sends Express's security headers on socket.io's own replies", async () => {
    const handshake = await request(url).get(HANDSHAKE).set('Origin', CLIENT);
    expect(handshake.status).toBe(200);
    const api = await request(url).get('/api/health');
    for (const name of [
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'content-security-policy',
    ]) {
      expect(handshake.headers[name], name).toBe(api.headers[name]);
    }
    expect(handshake.headers['x-content-type-options']).toBe('nosniff');
    // CORS still answers an allowed origin.
    expect(handshake.headers['access-control-allow-origin']).toBe(CLIENT);
  });

  it('sends them on a refused handshake and a preflight too', async () => {
    const refused = await request(url).get(HANDSHAKE).set('Origin', 'http://evil.test');
    expect(refused.status).toBe(403);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    const preflight = await request(url)
      .options(HANDSHAKE)
      .set('Origin', CLIENT)
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['x-content-type-options']).toBe('nosniff');
    expect(preflight.headers['access-control-allow-origin']).toBe(CLIENT);
  });
});
