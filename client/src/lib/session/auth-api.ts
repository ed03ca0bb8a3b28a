// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
import type { LoginBody, RegisterBody } from '@inkreel/shared';
import { request } from '../api/api-client';
import { firstPageContracts } from '../api/contracts-later';

// Every page reads the session, so these contracts load with the first call (docs/decisions/0448).
const auth = async () => (await firstPageContracts()).authCalls;

export const fetchStatus = async (signal?: AbortSignal) =>
  request((await auth()).status, { signal });

export const postLogin = async (body: LoginBody) => request((await auth()).login, { body });

export const postRegister = async (body: RegisterBody) =>
  request((await auth()).register, { body });

export const postResendVerification = async (email: string) =>
  request((await auth()).resendVerification, { body: { email } });

export const postLogout = async () => request((await auth()).logout, { body: {} });

const verifications = new Map<string, ReturnType<typeof requestVerification>>();

async function requestVerification(token: string) {
  return request((await auth()).verifyEmail, { params: { token } });
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
