// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
import { authCalls, type LoginBody, type RegisterBody } from '@inkreel/shared';
import { request } from '../api/api-client';

export const fetchStatus = (signal?: AbortSignal) => request(authCalls.status, { signal });

export const postLogin = (body: LoginBody) => request(authCalls.login, { body });

export const postRegister = (body: RegisterBody) => request(authCalls.register, { body });

export const postResendVerification = (email: string) =>
  request(authCalls.resendVerification, { body: { email } });

export const postLogout = () => request(authCalls.logout, { body: {} });

const verifications = new Map<string, ReturnType<typeof requestVerification>>();

function requestVerification(token: string) {
  return request(authCalls.verifyEmail, { params: { token } });
}

/**
 * Verification tokens are single-use, and React StrictMode runs effects twice in development:
 * every caller for the same token shares one request.
 */
export function verifyEmailOnce(token: string) {
  let pending = verifications.get(token);
  if (!pending) {
    pending = requestVerification(token);
    verifications.set(token, pending);
  }
  return pending;
}
