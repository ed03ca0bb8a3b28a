// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
import { useEffect, type Dispatch } from 'react';
import type { ScopedMutator } from 'swr';
import { onUnauthorized } from '../api/api-client';
import { getStoredToken } from '../storage/storage-keys';
import type { AuthAction } from './auth-reducer';
import {
  clearPendingVerification,
  clearStoredAuth,
  readStoredAuth,
  updateStoredUser,
} from './auth-storage';
import { isProviderUnreachable, setProviderUnreachable } from './provider-reach';
import { checkStatus, recheckDelayMs } from './status-check';

type Mutate = ScopedMutator;

export const isWalletKey = (key: unknown) =>
  typeof key === 'string' && key.startsWith('/api/wallet');

/** A 401 to any call that carried our token: the session is over, whatever the page was doing. */
export function useSessionExpiry(
  dispatch: Dispatch<AuthAction>,
  mutate: Mutate,
  setExpired: (expired: boolean) => void,
): void {
  useEffect(
    () =>
      onUnauthorized(() => {
        if (!getStoredToken()) return;
        setProviderUnreachable(false);
        clearStoredAuth();
        clearPendingVerification();
        dispatch({ type: 'logout' });
        setExpired(true);
        void mutate(isWalletKey, undefined, { revalidate: false });
      }),
    [dispatch, mutate, setExpired],
  );
}

/**
 * The stored session, checked with the provider once the app starts: kept, refreshed, or dropped;
 * kept while the provider cannot be reached, and checked again with backoff.
 */
export function useSessionRestore(dispatch: Dispatch<AuthAction>, mutate: Mutate): void {
  useEffect(() => {
    const stored = readStoredAuth();
    if (!stored) {
      // A corrupt or half-written record (or a lone token) must not keep sending a bearer.
      clearStoredAuth();
      dispatch({ type: 'restore/anonymous' });
      return;
    }
    dispatch({ type: 'restore/fromStorage', user: stored.user });
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let misses = 0;
    // Unmounted (a test's end, the app torn down): the check under way, and its retry, stop.
    const stop = new AbortController();
    const token = getStoredToken();
    const check = async (again: boolean) => {
      clearTimeout(timer);
      window.removeEventListener('online', recheck);
      // The first check had its quick retry; later ones are already spaced by the backoff.
      const outcome = await checkStatus({ ...(again ? { retries: 0 } : {}), signal: stop.signal });
      if (cancelled) return;
      // Signed out or in again meanwhile: that session is not this check's to judge.
      if (again && getStoredToken() !== token) return;
      if (outcome.kind === 'checked') {
        updateStoredUser(outcome.user);
        dispatch({ type: 'restore/checked', user: outcome.user });
        if (isProviderUnreachable()) {
          setProviderUnreachable(false);
          // What failed while the provider was away (the balance, a feed) is asked again.
          void mutate(() => true);
        }
      } else if (outcome.kind === 'unreachable') {
        // Nothing refused the session (issue 32, item 5): keep it, say the provider cannot be
        // reached, and check again when the network returns and, while it seems up, with backoff.
        dispatch({ type: 'restore/offline' });
        setProviderUnreachable(true);
        misses += 1;
        window.addEventListener('online', recheck, { once: true });
        if (!outcome.offline) timer = setTimeout(recheck, recheckDelayMs(misses));
      } else {
        setProviderUnreachable(false);
        clearStoredAuth();
        dispatch({ type: 'restore/failed' });
      }
    };
    const recheck = () => void check(true);
    void check(false);
    return () => {
      cancelled = true;
      stop.abort();
      clearTimeout(timer);
      window.removeEventListener('online', recheck);
    };
  }, [dispatch, mutate]);
}
