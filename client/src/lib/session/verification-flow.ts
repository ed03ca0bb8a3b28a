// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
import type { RegisterBody, VerifyEmailResponse } from '@inkreel/shared';
import type { Dispatch } from 'react';
import { postRegister, postResendVerification, verifyEmailOnce } from './auth-api';
import type { AuthAction } from './auth-reducer';
import {
  readStoredAuth,
  recordVerificationEmailSent,
  setPendingVerification,
  updateStoredUser,
} from './auth-storage';
import { errorMessage } from './error-message';
import { AUTH_MESSAGES } from './messages';

export type RegisterResult = { ok: true; message: string } | { ok: false; error: unknown };
export type ResendResult = { ok: true; message: string } | { ok: false; error: unknown };
export type VerifyResult = VerifyEmailResponse & { message: string };

/**
 * Registering, and the e-mail that verifies an account: the calls and their texts, loaded with
 * the first such call (use-verification.ts), not with the first page.
 */
export async function register(
  dispatch: Dispatch<AuthAction>,
  body: RegisterBody,
): Promise<RegisterResult> {
  dispatch({ type: 'register/pending' });
  try {
    const reply = await postRegister(body);
    setPendingVerification(body.email);
    // Registering sent the first e-mail: the resend cooldown already runs from now.
    recordVerificationEmailSent();
    dispatch({ type: 'register/fulfilled' });
    const message = 'message' in reply && typeof reply.message === 'string' ? reply.message : '';
    return { ok: true, message: message || AUTH_MESSAGES.registrationSuccess };
  } catch (error) {
    dispatch({
      type: 'register/rejected',
      error: errorMessage(error, AUTH_MESSAGES.registrationFailed),
    });
    return { ok: false, error };
  }
}

export async function verifyEmail(
  dispatch: Dispatch<AuthAction>,
  token: string,
): Promise<VerifyResult> {
  try {
    const reply = await verifyEmailOnce(token);
    if (!reply.verified) {
      const message = reply.message || AUTH_MESSAGES.verificationFailed;
      dispatch({ type: 'verify/rejected', message });
      return { verified: false, message };
    }
    const stored = readStoredAuth();
    if (stored) updateStoredUser({ ...stored.user, isEmailVerified: true });
    // A link opened again for an account verified by now (issue 51, item 7): no failure.
    const alreadyVerified = reply.alreadyVerified === true;
    const message =
      reply.message ||
      (alreadyVerified ? AUTH_MESSAGES.alreadyVerifiedLink : AUTH_MESSAGES.verificationSucceeded);
    dispatch({ type: 'verify/fulfilled', message });
    return { verified: true, alreadyVerified, message };
  } catch (error) {
    const message = errorMessage(error, AUTH_MESSAGES.verificationFailed);
    dispatch({ type: 'verify/rejected', message });
    return { verified: false, message };
  }
}

export async function resendVerification(
  dispatch: Dispatch<AuthAction>,
  email: string,
): Promise<ResendResult> {
  try {
    const reply = await postResendVerification(email);
    return { ok: true, message: reply.message || AUTH_MESSAGES.resendSuccess };
  } catch (error) {
    dispatch({
      type: 'resend/rejected',
      error: errorMessage(error, AUTH_MESSAGES.resendFailedState),
    });
    return { ok: false, error };
  }
}
