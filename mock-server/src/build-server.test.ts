import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ProviderServer } from './build-server.js';
import { timeoutsFor } from './http/server.js';
import { createTestApp, type TestApp } from './test/test-app.js';

describe('the server main.ts runs', () => {
  let t: TestApp;
  let built: ProviderServer;

  beforeAll(async () => {
    t = await createTestApp();
    built = buildServer(t.deps);
  });
  afterAll(async () => {
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
});
