import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_PATH } from '@inkreel/shared';
import { createRealtimeTestApp, type RealtimeTestApp } from '../test/realtime-app.js';
import { createUser, type TestUser } from '../test/users.js';

const ALLOWED = 'http://localhost:41002';
const OTHER = 'http://evil.test';
/** The provider's own address: pages it serves connect from this origin. */
const OWN = 'http://localhost:41001';
const HANDSHAKE = `${REALTIME_PATH}/?EIO=4&transport=polling`;

describe('socket.io CORS', () => {
  let t: RealtimeTestApp;
  let user: TestUser;
  let url: string;

  beforeAll(async () => {
    t = await createRealtimeTestApp({
      CLIENT_ORIGIN: `https://first.example.com,${ALLOWED}`,
      PUBLIC_URL: `${OWN}/`,
    });
    user = await createUser(t.deps);
    url = t.url;
  });
  afterAll(() => t.close());

  it('echoes an allowed origin, with credentials', async () => {
    const res = await request(url).get(HANDSHAKE).set('Origin', ALLOWED);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives an origin that is not on the list no grant, and refuses its handshake', async () => {
    const res = await request(url).get(HANDSHAKE).set('Origin', OTHER);
    expect(res.status).toBe(403);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await request(url)
      .options(HANDSHAKE)
      .set('Origin', OTHER)
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  /** A websocket-only connection (no polling first) sending `origin`: connected, or why not. */
  const websocketFrom = (origin: string): Promise<string> =>
    t.openSocket(user.token, { extraHeaders: { Origin: origin } }).then(
      () => 'connected',
      (error: unknown) => `refused: ${error instanceof Error ? error.message : String(error)}`,
    );

  it('refuses a WebSocket from another origin, which CORS alone would not stop', async () => {
    expect(await websocketFrom(OTHER)).toMatch(/^refused/);
  });

  it('connects a WebSocket from an allowed origin with a valid token', async () => {
    expect(await websocketFrom(ALLOWED)).toBe('connected');
  });

  it("connects a WebSocket from the provider's own origin (PUBLIC_URL) like a client origin", async () => {
    expect(await websocketFrom(OWN)).toBe('connected');
    const res = await request(url).get(HANDSHAKE).set('Origin', OWN);
    expect(res.status).toBe(200);
  });
});
