// lib/session: the signed-in user: auth context, stored session, auth calls and status checks.
import { useSyncExternalStore } from 'react';
import { useOnlineStatus } from '../page/use-online-status';

let unreachable = false;
const listeners = new Set<() => void>();

/**
 * Records whether the provider answered the session's last status check. Set by the auth provider
 * only: a check that got no answer, a 5xx or a timeout keeps the session and marks the provider
 * unreachable until a later check is answered (issue 32, item 5).
 */
export function setProviderUnreachable(value: boolean): void {
  if (unreachable === value) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

export function isProviderUnreachable(): boolean {
  return unreachable;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** True while the stored session is kept although the provider could not be reached. */
export function useProviderUnreachable(): boolean {
  return useSyncExternalStore(subscribe, isProviderUnreachable, () => false);
}

/**
 * Whether an action that needs the provider (an upload, a deposit) can be offered: the browser
 * has a network and the provider answered.
 */
export function useProviderAvailable(): boolean {
  const online = useOnlineStatus();
  const unreachableNow = useProviderUnreachable();
  return online && !unreachableNow;
}
