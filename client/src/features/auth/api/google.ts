import { googleCalls } from '@inkreel/shared';
import useSWR from 'swr';
import { ApiError, request } from '../../../lib/api/api-client';

/**
 * A provider without the mock's Google sign-in extension answers 404 (or 405/501) for it, or
 * something that is not the call's reply at all (a web page for every unknown path).
 */
const lacksCall = (error: unknown) =>
  error instanceof ApiError &&
  ([404, 405, 501].includes(error.status) ||
    (error.code === 'INVALID_RESPONSE' && error.status < 300));

/** Where "Continue with Google" starts, or null when the provider does not offer it. */
export async function loadGoogleStart(): Promise<string | null> {
  try {
    return (await request(googleCalls.availability)).startUrl;
  } catch (error) {
    if (lacksCall(error)) return null;
    throw error;
  }
}

/** GET /api/auth/google: asked once per page load (the answer only changes with a deployment). */
export function useGoogleStart() {
  return useSWR<string | null, Error>('google-sign-in', loadGoogleStart, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** POST /api/auth/google/session: the one-time code of a finished sign-in, for its session. */
export const postGoogleSession = (code: string) => request(googleCalls.session, { body: { code } });
