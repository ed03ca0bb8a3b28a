import helmet from 'helmet';

/** For everything that is not a page: JSON, media, redirects. Nothing may run, load or frame it. */
export const API_POLICY = "default-src 'none';frame-ancestors 'none'";

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
 * helmet's middleware is a plain (req, res, next), so socket.io's engine uses it too.
 */
export function securityHeaders() {
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
