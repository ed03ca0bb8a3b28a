import { createServer, type RequestListener, type Server } from 'node:http';

/** The slowest upload the provider waits for: a 2 GiB video at this rate takes about 2¼ hours. */
export const MIN_UPLOAD_BYTES_PER_SECOND = 256 * 1024;

export interface ServerTimeouts {
  /** All request headers must arrive within this (slow-header attacks). */
  headersTimeout: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeout: number;
  /** A connection with no traffic either way for this long is closed (stalled uploads too). */
  idleTimeout: number;
  /** How often Node checks the two limits above. */
  checkInterval: number;
}

/**
 * requestTimeout covers the body too, so it is sized for the largest upload allowed at the
 * slowest rate still served (never below 10 minutes); a stalled upload is caught sooner by the
 * idle timeout, which a slow but moving one never meets.
 */
export function timeoutsFor(maxUploadBytes: number): ServerTimeouts {
  const uploadMs = Math.ceil(maxUploadBytes / MIN_UPLOAD_BYTES_PER_SECOND) * 1000;
  return {
    headersTimeout: 60_000,
    requestTimeout: Math.max(10 * 60_000, uploadMs + 60_000),
    idleTimeout: 120_000,
    checkInterval: 30_000,
  };
}

/** The HTTP server main.ts listens with (and tests use), with the limits applied. */
export function createHttpServer(app: RequestListener, timeouts: ServerTimeouts): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeout,
      requestTimeout: timeouts.requestTimeout,
      connectionsCheckingInterval: timeouts.checkInterval,
    },
    app,
  );
  server.setTimeout(timeouts.idleTimeout);
  return server;
}
