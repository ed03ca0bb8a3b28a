import { createApp } from './app.js';
import type { AppDeps } from './app-deps.js';
import { createHttpServer, timeoutsFor } from './http/server.js';
import { attachRealtime } from './realtime/socket-server.js';

/**
 * The mock provider as main.ts runs it, not yet listening: the app on an HTTP server with its
 * timeouts, and socket.io attached. Tests build it the same way.
 */
export function buildServer(deps: AppDeps) {
  const app = createApp(deps);
  // Limits sized so a 2 GiB upload on a slow link still completes (see http/server.ts).
  const server = createHttpServer(app, timeoutsFor(deps.env.MAX_UPLOAD_BYTES));
  const io = attachRealtime(server, {
    hub: deps.hub,
    tokens: deps.tokens,
    store: deps.store,
    clientOrigins: deps.env.CLIENT_ORIGINS,
    publicUrl: deps.env.PUBLIC_URL,
    faults: deps.faults,
  });
  return { server, io };
}
