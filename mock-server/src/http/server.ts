import { createServer, type RequestListener, type Server } from 'node:http';

/** The slowest upload the provider waits for: a 2 GiB video at this rate takes about 2¼ hours. */
export const MIN_UPLOAD_BYTES_PER_SECOND = 256 * 1024;

/**
 * requestTimeout covers the body too, so it is sized for the largest upload allowed at the
 * slowest rate still served (never below 10 minutes); a stalled upload is caught sooner by the
 * idle timeout (no traffic either way), which a slow but moving one never meets. Headers must
 * arrive within a minute (slow-header attacks).
 */
export function timeoutsFor(maxUploadBytes: number) {
  const uploadMs = Math.ceil(maxUploadBytes / MIN_UPLOAD_BYTES_PER_SECOND) * 1000;
  return {
    headersTimeout: 60_000,
    requestTimeout: Math.max(10 * 60_000, uploadMs + 60_000),
    idleTimeout: 120_000,
    checkInterval: 30_000,
  };
}

/** The HTTP server main.ts listens with (and tests use), with the limits applied. */
export function createHttpServer(
  app: RequestListener,
  timeouts: ReturnType<typeof timeoutsFor>,
): Server {
  const { headersTimeout, requestTimeout, checkInterval, idleTimeout } = timeouts;
  const server = createServer(
    { headersTimeout, requestTimeout, connectionsCheckingInterval: checkInterval },
    app,
  );
  server.setTimeout(idleTimeout);
  return server;
}
