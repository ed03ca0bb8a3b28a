import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { messageSchema } from '../common/primitives.js';
import { loginBodySchema, registerBodySchema, resendVerificationBodySchema } from './forms.js';
import { userSchema } from './user.js';

export const loginResponseSchema = z.object({
  user: userSchema,
  token: z.string().check(z.minLength(1)),
  /** When the token stops working, in milliseconds since the epoch. */
  tokenExpiry: z.int().check(z.positive()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * docs/product.md reads the register reply two ways: as a message, and as the user object. The provider
 * may send `{ message, user }` (both readings hold) or a bare user object.
 */
export const registerResponseSchema = z.union([
  z.object({ message: z.string(), user: z.optional(userSchema) }),
  userSchema,
]);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** docs/product.md gives default texts for both outcomes, so a reply without a message is valid. */
export const verifyEmailResponseSchema = z.object({
  verified: z.boolean(),
  message: z.optional(z.string()),
  /**
   * True when the link was used before (or is an older one) and its account is verified: the
   * page says so and offers sign-in instead of a failure (issue 51, item 7). Absent from a
   * provider that does not say.
   */
  alreadyVerified: z.optional(z.boolean()),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

export const authCalls = {
  status: defineCall({
    method: 'GET',
    path: '/api/auth/status',
    summary: 'The signed-in user, from the bearer token',
    auth: true,
    responses: { 200: userSchema, 401: errorBodySchema },
  }),
  login: defineCall({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with e-mail and password',
    body: loginBodySchema,
    responses: {
      200: loginResponseSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      429: errorBodySchema,
    },
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account and send the verification e-mail',
    body: registerBodySchema,
    responses: { 201: registerResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
  }),
  verifyEmail: defineCall({
    method: 'GET',
    path: '/api/auth/register/verify/:token',
    summary: 'Verify an e-mail address with the token from its link',
    params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
    responses: { 200: verifyEmailResponseSchema },
  }),
  resendVerification: defineCall({
    method: 'POST',
    path: '/api/auth/register/resend-verification',
    summary: 'Send the verification e-mail again',
    body: resendVerificationBodySchema,
    responses: {
      // "The response message, else 'Verification email resent successfully'" (docs/product.md section 8).
      200: z.object({ message: z.optional(z.string()) }),
      400: errorBodySchema,
      404: errorBodySchema,
      429: errorBodySchema,
    },
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out (revokes the token)',
    auth: true,
    body: z.object({}),
    responses: { 200: messageSchema, 401: errorBodySchema },
  }),
} as const;
