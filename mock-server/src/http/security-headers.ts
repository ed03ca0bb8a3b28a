import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';

/** For everything that is not a page: JSON, media, redirects. Nothing may run, load or frame it. */
export const API_POLICY = "default-src 'none';frame-ancestors 'none'";

/**
 * A middleware that only sets reply headers, so it fits Express and socket.io's engine alike
 * (`io.engine.use`, whose replies never pass through Express).
 */
export type HeaderMiddleware = (
  req: IncomingMessage,
  res: Pick<ServerResponse, 'setHeader'>,
  next: () => void,
) => void;

/**
 * The security headers of every reply, set once by helmet: nosniff, no framing (X-Frame-Options
 * DENY and the policy's frame-ancestors), no referrer, and a Content-Security-Policy that allows
 * nothing. Replies of another kind set their own policy on top: the checkout pages (their one
 * stylesheet and form targets) and SVG images (inline styles only). socket.io's replies (its
 * long-polling transport and handshake) get the same list (realtime/socket-server.ts).
 *
 * Media and images are loaded by the client, which may sit on another origin (VITE_API_BASE_URL),
 * so the resource policy lets other origins embed them; CORS still guards what scripts may read.
 * No HSTS: the mock provider is served over plain HTTP, and a real deployment's TLS proxy owns it.
 */
export function securityHeaders(): HeaderMiddleware {
  const headers = helmetHeaders();
  // The same headers for every reply: worked out by helmet once, then set from a list.
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** Runs helmet once against a stand-in reply and returns the headers it set. */
function helmetHeaders(): [string, string][] {
  const set = new Map<string, string>();
  const reply = {
    setHeader: (name: string, value: string) => set.set(name, value),
    removeHeader: (name: string) => set.delete(name),
  };
  const finished: { error?: unknown }[] = [];
  helmetMiddleware()(
    new IncomingMessage(new Socket()),
    reply as unknown as ServerResponse,
    (error?: unknown) => finished.push({ error }),
  );
  const [outcome] = finished;
  if (!outcome) throw new Error('helmet did not finish synchronously');
  if (outcome.error instanceof Error) throw outcome.error;
  if (outcome.error) throw new Error('helmet failed', { cause: outcome.error });
  return [...set];
}

function helmetMiddleware() {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
}
