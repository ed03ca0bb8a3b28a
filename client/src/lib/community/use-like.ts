// lib/community: likes, creators, counted playback and sign-in intents shared by features (issue 53).
import type { ItemKind, LikeState } from '@inkreel/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, request } from '../api/api-client';
import { useAuth } from '../session/auth-context';
import { likeKey, setLikeState, useLikeState } from './like-store';
import { rememberAction, takeAction } from './pending-action';

/** The like calls' contracts, with the first press (like-contracts.ts). */
const likeContracts = () => import('./like-contracts');

/** What a like needs of an item: its id, and the counts its reply carried (a track's `likes`). */
export interface Likeable {
  _id: string;
  likeCount?: number | undefined;
  liked?: boolean | undefined;
  likes?: readonly string[] | undefined;
}

/** Why a like did not go through, in words (the button rolls back and shows this). */
function failure(error: unknown, liking: boolean): string {
  if (error instanceof ApiError && error.status === 429) {
    const wait = error.retryAfterSeconds;
    return `Too many likes in a short time. Try again${wait ? ` in ${wait} seconds` : ' soon'}.`;
  }
  if (error instanceof ApiError && error.status === 404) return 'This item is no longer available.';
  return liking
    ? 'Your like could not be saved. Please try again.'
    : 'Your like could not be taken back. Please try again.';
}

/**
 * A like button's state and action (docs/product.md section 10), for a provider that offers likes
 * (the button checks, lib/api/extensions.ts): the button changes at once and
 * the call follows; a refusal puts it back and says why. A signed-out visitor is sent to sign in
 * and comes back to the page, where the like is given.
 */
export function useLike(kind: ItemKind, item: Likeable) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const key = likeKey(kind, item._id);
  const given = useLikeState(key);
  const state: LikeState = given ?? {
    liked: item.liked ?? false,
    likeCount: item.likeCount ?? item.likes?.length ?? 0,
  };
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const send = useCallback(
    async (like: boolean, before: LikeState) => {
      if (busy.current) return;
      busy.current = true;
      if (before.liked !== like) {
        setLikeState(key, {
          liked: like,
          likeCount: Math.max(0, before.likeCount + (like ? 1 : -1)),
        });
      }
      try {
        const calls = (await likeContracts()).likeCallsByKind[kind];
        const reply = await request(like ? calls.like : calls.unlike, { params: { id: item._id } });
        setLikeState(key, reply);
      } catch (caught) {
        setLikeState(key, before);
        setError(failure(caught, like));
      } finally {
        busy.current = false;
      }
    },
    [key, kind, item._id],
  );
  const { liked, likeCount } = state;

  // Back from signing in: the like the visitor asked for.
  useEffect(() => {
    if (!user) return;
    const mine = (a: { kind: string; itemId?: string; itemKind?: string }) =>
      a.kind === 'like' && a.itemId === item._id && a.itemKind === kind;
    // Sent once this render is done: the like is the visit's next event, not part of rendering.
    if (takeAction(mine)) queueMicrotask(() => void send(true, { liked, likeCount }));
  }, [user, item._id, kind, send, liked, likeCount]);

  const toggle = () => {
    if (!user) {
      rememberAction({ kind: 'like', itemKind: kind, itemId: item._id });
      void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setError(null);
    void send(!state.liked, state);
  };

  return { ...state, toggle, error };
}
