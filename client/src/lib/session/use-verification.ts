// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
import type { RegisterBody } from '@inkreel/shared';
import { useCallback, type Dispatch } from 'react';
import type { AuthAction } from './auth-reducer';
import type { RegisterResult, ResendResult, VerifyResult } from './verification-flow';

export type { RegisterResult, ResendResult } from './verification-flow';

/** The flow's code, fetched with its first call: a visitor who only reads never loads it. */
const flow = () => import('./verification-flow');

/** Registering, and the e-mail that verifies an account: the calls, their texts, their state. */
export function useVerification(dispatch: Dispatch<AuthAction>): {
  register: (body: RegisterBody) => Promise<RegisterResult>;
  verifyEmail: (token: string) => Promise<VerifyResult>;
  resendVerification: (email: string) => Promise<ResendResult>;
} {
  const register = useCallback(
    async (body: RegisterBody) => (await flow()).register(dispatch, body),
    [dispatch],
  );
  const verifyEmail = useCallback(
    async (token: string) => (await flow()).verifyEmail(dispatch, token),
    [dispatch],
  );
  const resendVerification = useCallback(
    async (email: string) => (await flow()).resendVerification(dispatch, email),
    [dispatch],
  );
  return { register, verifyEmail, resendVerification };
}
