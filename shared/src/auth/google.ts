import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { loginResponseSchema } from './calls.js';

/** Where a browser starts "Continue with Google": an absolute URL on the provider. */
export const googleSignInSchema = z.object({ startUrl: z.url() });
export type GoogleSignIn = z.infer<typeof googleSignInSchema>;

/** How a Google sign-in that did not finish comes back to the client's /login (`?google=`). */
export const GOOGLE_OUTCOMES = ['cancelled', 'failed', 'unverified'] as const;
export type GoogleOutcome = (typeof GOOGLE_OUTCOMES)[number];

/** A browser redirect: no body, a `Location` to follow. */
const redirect = z.object({});

/**
 * "Continue with Google" (issue 32, item 2): the OpenID Connect authorization code flow with PKCE,
 * run by the provider, which hands the session to the client with a one-time code in a URL
 * fragment (never in a query string). Extensions of the mock provider; see
 * docs/decisions/0264-google-sign-in-through-openid-connect.md.
 */
export const googleCalls = {
  availability: defineCall({
    method: 'GET',
    path: '/api/auth/google',
    summary: 'Whether Google sign-in is offered, and where a browser starts it',
    description:
      'A provider without Google sign-in answers 404; the client then keeps the button inert.',
    scope: 'extension',
    responses: { 200: googleSignInSchema },
  }),
  start: defineCall({
    method: 'GET',
    path: '/api/auth/google/start',
    summary:
      'Browser navigation: redirects to the identity provider with state, nonce and PKCE S256',
    description:
      'Sets a short-lived HttpOnly cookie binding the flow to this browser. When the identity ' +
      "provider cannot be reached it redirects to the client's `/login?google=failed` instead.",
    scope: 'extension',
    responses: { 303: redirect },
  }),
  callback: defineCall({
    method: 'GET',
    path: '/api/auth/google/callback',
    summary:
      "The identity provider's redirect back: exchanges the code, then redirects to the client",
    description:
      'On success, to `/auth/google/callback#code=…` on the client (a one-time code for ' +
      '`POST /api/auth/google/session`); otherwise to `/login?google=cancelled|failed|unverified`.',
    scope: 'extension',
    query: z.object({
      code: z.optional(z.string()),
      state: z.optional(z.string()),
      error: z.optional(z.string()),
    }),
    responses: { 303: redirect },
  }),
  session: defineCall({
    method: 'POST',
    path: '/api/auth/google/session',
    summary: 'Trade the one-time code of a finished Google sign-in for a session, as login answers',
    description: 'The code works once, for a minute; otherwise 400 `SIGN_IN_CODE_INVALID`.',
    scope: 'extension',
    body: z.object({ code: z.string().check(z.minLength(1), z.maxLength(200)) }),
    responses: { 200: loginResponseSchema, 400: errorBodySchema },
  }),
} as const;
