import { passwordResetCalls, type ResetPasswordBody } from '@inkreel/shared';
import { request } from '../../../lib/api/api-client';

/** POST /api/auth/forgot-password: the same reply whether or not the address has an account. */
export const postForgotPassword = (email: string) =>
  request(passwordResetCalls.forgotPassword, { body: { email } });

/** POST /api/auth/reset-password: sets the new password and ends every session of the user. */
export const postResetPassword = (body: ResetPasswordBody) =>
  request(passwordResetCalls.resetPassword, { body });

/** GET /api/auth/reset-password/:token: whether the link still works (it uses nothing up). */
export const getResetTokenStatus = (token: string) =>
  request(passwordResetCalls.checkResetToken, { params: { token } });
