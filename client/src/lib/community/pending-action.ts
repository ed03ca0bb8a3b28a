// lib/community: likes, creators, counted playback and sign-in intents shared by features (issue 53).
import type { ItemKind } from '@inkreel/shared';

/**
 * What a signed-out visitor asked for before being sent to sign in (a follow, a like): kept in
 * the tab's session storage, done by the control when the visitor comes back signed in, once.
 */
export type PendingAction =
  | { kind: 'follow'; creatorId: string }
  | { kind: 'like'; itemKind: ItemKind; itemId: string };

const KEY = 'pendingCommunityAction';

export function rememberAction(action: PendingAction): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(action));
  } catch {
    // Without storage the visitor presses the button once more after signing in.
  }
}

/** Takes the pending action if `matches` says it is this control's; it is forgotten then. */
export function takeAction(matches: (action: PendingAction) => boolean): boolean {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return false;
    const action = JSON.parse(raw) as PendingAction;
    if (!matches(action)) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
