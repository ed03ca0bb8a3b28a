import type { Request, RequestHandler } from 'express';
import { ErrorCode } from '@inkreel/shared';
import type { UserRecord } from '../db/schema.js';
import type { Store } from '../db/store.js';
import { HttpError, unauthorized } from './http-error.js';

/** What a valid bearer token says: whose it is, and its id and expiry (what a sign-out revokes). */
export interface BearerClaims {
  sub: string;
  jti: string;
  exp: number;
}

/**
 * The check the middleware and the socket handshake ask of the token service. The auth module's
 * TokenService answers it; declared here so the plumbing imports nothing from modules/.
 */
export interface TokenVerifier {
  verify(token: string): BearerClaims | null;
}

export interface AuthContext {
  user: UserRecord;
  claims: BearerClaims;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth?: AuthContext;
  }
}

/** Reads `Authorization: Bearer …`. Cookies never authenticate. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export function createAuthMiddleware(store: Store, tokens: TokenVerifier) {
  const resolve = (req: Request): AuthContext | null => {
    const token = bearerToken(req);
    if (!token) return null;
    const claims = tokens.verify(token);
    if (!claims) return null;
    const user = store.index.userById(claims.sub);
    return user ? { user, claims } : null;
  };

  /** 401 unless a valid bearer token names an existing user. */
  const requireAuth: RequestHandler = (req, _res, next) => {
    const auth = resolve(req);
    if (!auth) {
      next(unauthorized(bearerToken(req) ? 'Invalid or expired token' : 'Authentication required'));
      return;
    }
    req.auth = auth;
    next();
  };

  /** Like requireAuth, then 403 EMAIL_NOT_VERIFIED for an unverified account. */
  const requireVerified: RequestHandler = (req, res, next) => {
    requireAuth(req, res, (error?: unknown) => {
      if (error || req.auth?.user.isEmailVerified) return next(error);
      const message = 'Please verify your email address first';
      next(new HttpError(403, ErrorCode.EMAIL_NOT_VERIFIED, message));
    });
  };

  /** The signed-in user's id on a call open to everyone (a missing or bad token: none). */
  const viewerId = (req: Request): string | undefined => resolve(req)?.user._id;

  return { requireAuth, requireVerified, viewerId };
}

export type AuthMiddleware = ReturnType<typeof createAuthMiddleware>;

/** The signed-in context inside a handler behind requireAuth. */
export function authOf(req: Request): AuthContext {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
