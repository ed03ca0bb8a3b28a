// lib/community: likes, creators, counted playback and sign-in intents shared by features (issue 53).
import { useSyncExternalStore } from 'react';
import type { ItemKind, LikeState } from '@inkreel/shared';
import { onSignOut } from '../session/sign-out-hooks';

/**
 * Likes given or taken back during this visit, by item: every card and page showing the item
 * shows the same state at once, whichever of them the like came from. Cleared on sign-out (a
 * like is the account's).
 */
const states = new Map<string, LikeState>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export const likeKey = (kind: ItemKind, id: string): string => `${kind}:${id}`;

export function setLikeState(key: string, state: LikeState): void {
  states.set(key, state);
  notify();
}

export function clearLikeStates(): void {
  states.clear();
  notify();
}

onSignOut(clearLikeStates);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The state this visit gave the item, if any. */
export function useLikeState(key: string): LikeState | undefined {
  return useSyncExternalStore(
    subscribe,
    () => states.get(key),
    () => undefined,
  );
}
