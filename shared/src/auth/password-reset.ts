import * as z from 'zod/mini';
import { defineCall } from '../common/contract.js';
import { errorBodySchema } from '../common/error-body.js';
import { emailSchema, loginFormSchema, registerBodySchema } from './forms.js';

/** How long a mailed reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** The forgot-password form: the address trimmed as typed, as on the sign-in form. */
export const forgotPasswordFormSchema = z.pick(loginFormSchema, { email: true });

/** The same reply whether or not the address has an account, so it tells nobody which do. */
export const forgotPasswordResponseSchema = z.object({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** The register form's password rules apply to the new password. */
export const resetPasswordBodySchema = z.object({
  token: z.string().check(z.minLength(1, 'The reset link is incomplete'), z.maxLength(200)),
  password: registerBodySchema.shape.password,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** A link that still works: when it stops working. */
export const resetTokenStatusSchema = z.object({ expiresAt: z.string() });
export type ResetTokenStatus = z.infer<typeof resetTokenStatusSchema>;

export const resetPasswordResponseSchema = z.object({ message: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** The reset form on the client: the call's password twice. */
export const resetPasswordFormSchema = z
  .object({
    password: registerBodySchema.shape.password,
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  })
  .check(
    z.refine((form) => form.password === form.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** Password reset by e-mail (issue 32, item 1): an extension of the mock provider. */
export const passwordResetCalls = {
  forgotPassword: defineCall({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Mail a single-use password reset link (the same reply for any address)',
    description:
      'When the address has an account, a link to `/reset-password/{token}` is mailed: the token ' +
      `has 256 random bits, is stored hashed, works once, expires after ${PASSWORD_RESET_TTL_MINUTES} ` +
      'minutes and is replaced by a newer request. Limited per address and per client (429 with ' +
      '`Retry-After`).',
    scope: 'extension',
    body: forgotPasswordBodySchema,
    responses: { 200: forgotPasswordResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
  }),
  checkResetToken: defineCall({
    method: 'GET',
    path: '/api/auth/reset-password/:token',
    summary: 'Whether a reset link still works, asked when its page opens (uses nothing up)',
    description:
      "Answers 200 with the link's expiry while it works; a wrong, replaced, used or expired token " +
      'is refused as `POST /api/auth/reset-password` refuses it, so the page can say so before the ' +
      'user types a new password.',
    scope: 'extension',
    params: z.object({ token: resetPasswordBodySchema.shape.token }),
    responses: { 200: resetTokenStatusSchema, 400: errorBodySchema },
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with the token from a reset link; signs out every session',
    description:
      'A wrong, replaced, used or expired token is refused with 400 and `RESET_TOKEN_INVALID`, ' +
      '`RESET_TOKEN_USED` or `RESET_TOKEN_EXPIRED`; a password that breaks the register rules with ' +
      '`VALIDATION_FAILED`.',
    scope: 'extension',
    body: resetPasswordBodySchema,
    responses: { 200: resetPasswordResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
  }),
} as const;
