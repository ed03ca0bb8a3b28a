import type { Creator } from '@inkreel/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig, type ScopedMutator } from 'swr';
import { ApiError } from '../../../lib/api/api-client';
import { rememberAction, takeAction } from '../../../lib/community/pending-action';
import { useAuth } from '../../../lib/session/auth-context';
import { setFollowing } from '../api/follow';
import { viewerCreatorKey } from '../api/creator';
import { FOLLOWED_KEY, FOLLOWING_FEED_KEY, SUGGESTED_KEY } from '../api/following';

function failure(error: unknown, name: string, follow: boolean): string {
  if (error instanceof ApiError && error.status === 429) {
    const wait = error.retryAfterSeconds;
    return `Too many follows in a short time. Try again${wait ? ` in ${wait} seconds` : ' soon'}.`;
  }
  return follow
    ? `Could not follow ${name}. Please try again.`
    : `Could not unfollow ${name}. Please try again.`;
}

/** What changes with a follow: the lists of whom one follows and what they upload. */
const refreshFollowLists = (mutate: ScopedMutator) =>
  Promise.all([
    mutate(
      (key) =>
        typeof key === 'string' &&
        (key.includes('/api/feed/following') || key === FOLLOWED_KEY || key === SUGGESTED_KEY),
    ),
    // The feed on screen (/following's suggestions): "Nothing here yet" stayed until a reload.
    mutate(FOLLOWING_FEED_KEY),
  ]);

/**
 * Follow or unfollow a creator (docs/product.md section 10). The button and the follower count
 * change at once and roll back with a message if the call fails. A signed-out visitor is sent to
 * sign in and comes back to this page, following. Nobody follows themselves: no button then.
 */
export function FollowButton({
  creator,
  compact = false,
  onFollowed,
}: {
  creator: Creator;
  compact?: boolean;
  /** Told once a follow made here is done and the lists are asked again. */
  onFollowed?: (creator: Creator) => void;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const { mutate } = useSWRConfig();
  const following = creator.following ?? false;

  const send = useCallback(
    async (follow: boolean) => {
      if (busy.current) return;
      busy.current = true;
      try {
        await mutate(
          viewerCreatorKey(creator._id, user?._id),
          async (current?: Creator) => {
            const reply = await setFollowing(creator._id, follow);
            return current && { ...current, ...reply };
          },
          {
            optimisticData: (current?: Creator) => {
              const shown = current ?? creator;
              const followers = Math.max(0, shown.followers + (follow ? 1 : -1));
              return { ...shown, following: follow, followers };
            },
            rollbackOnError: true,
            revalidate: false,
          },
        );
        await refreshFollowLists(mutate);
        if (follow) onFollowed?.(creator);
      } catch (caught) {
        setError(failure(caught, creator.name, follow));
      } finally {
        busy.current = false;
      }
    },
    [creator, mutate, user, onFollowed],
  );

  // Back from signing in: the follow the visitor asked for (unless it is their own page).
  useEffect(() => {
    if (!user || creator.self || creator.following === undefined) return;
    const mine = (a: { kind: string; creatorId?: string }) =>
      a.kind === 'follow' && a.creatorId === creator._id;
    // Sent once this render is done: the follow is the visit's next event, not part of rendering.
    if (takeAction(mine) && !creator.following) queueMicrotask(() => void send(true));
  }, [user, creator, send]);

  if (creator.self) return null;
  // Signed in, but the page came from the server, read as a visitor: whether one follows is
  // known once the provider answers for this account (a press before that would guess).
  const unknown = user !== null && creator.following === undefined;

  const onClick = () => {
    if (!user) {
      rememberAction({ kind: 'follow', creatorId: creator._id });
      void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setError(null);
    void send(!following);
  };

  return (
    <span className="follow">
      <button
        type="button"
        className={`btn ${following ? 'btn-ghost' : 'btn-primary'}${compact ? ' follow-compact' : ''}`}
        aria-pressed={following}
        aria-label={`${following ? 'Following' : 'Follow'} ${creator.name}`}
        title={following ? `Unfollow ${creator.name}` : undefined}
        disabled={unknown}
        onClick={onClick}
      >
        {/* The visible word is inside the name ("Follow Ada Marlow", "Following Ada Marlow"),
            which a voice command says (WCAG 2.5.3). Followed, it reads "Following" with a check
            mark, as people know it: "Follow" on a pressed button read as an offer to follow, so
            people unfollowed when they meant to follow (a new user's review). */}
        {following ? (
          <svg
            className="follow-check"
            viewBox="0 0 16 16"
            width="14"
            height="14"
            aria-hidden="true"
          >
            <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : null}
        {following ? 'Following' : 'Follow'}
      </button>
      {error ? (
        <span className="follow-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
