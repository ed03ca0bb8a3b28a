// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
import type { RegisterBody } from '@inkreel/shared';
import { useCallback, type Dispatch } from 'react';
import type { AuthAction } from './auth-reducer';
import type { RegisterResult, ResendResult, VerifyResult } from './verification-flow';

export type { RegisterResult, ResendResult } from './verification-flow';

/** The flow's code, fetched with its first call: a visitor who only reads never loads it. */
const flow = () => import('./verification-flow');

// Should its code not arrive (the network went away), each call answers as a failed call does, so
// the page says why instead of waiting: registering and resending fail with the error, and a
// link is not verified (its page shows its failure text).

/** Registering, and the e-mail that verifies an account: the calls, their texts, their state. */
export function useVerification(dispatch: Dispatch<AuthAction>): {
  register: (body: RegisterBody) => Promise<RegisterResult>;
  verifyEmail: (token: string) => Promise<VerifyResult>;
  resendVerification: (email: string) => Promise<ResendResult>;
} {
  const register = useCallback(
    async (body: RegisterBody): Promise<RegisterResult> =>
      flow().then(
        (loaded) => loaded.register(dispatch, body),
        (error: unknown) => ({ ok: false, error }),
      ),
    [dispatch],
  );
  const verifyEmail = useCallback(
    async (token: string): Promise<VerifyResult> =>
      flow().then(
        (loaded) => loaded.verifyEmail(dispatch, token),
        () => ({ verified: false, message: '' }),
      ),
    [dispatch],
  );
  const resendVerification = useCallback(
    async (email: string): Promise<ResendResult> =>
      flow().then(
        (loaded) => loaded.resendVerification(dispatch, email),
        (error: unknown) => ({ ok: false, error }),
      ),
    [dispatch],
  );
  return { register, verifyEmail, resendVerification };
}
