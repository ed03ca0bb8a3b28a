import type { ItemKind } from '@inkreel/shared';
import { useExtension } from '../../lib/api/extensions';
import { formatCount } from '../../lib/format/format';
import { useLike, type Likeable } from '../../lib/community/use-like';
import { useHydratingWith } from '../../lib/page/server-rendered';
import './community.css';

interface LikeButtonProps {
  kind: ItemKind;
  item: Likeable & { title: string };
  /** `card`: a small pill over a card's picture; `page`: a button among a page's actions. */
  variant?: 'card' | 'page';
  /**
   * Disabled until it has hydrated: for a button in a part whose code comes after its page's
   * (lib/page/deferred-part.tsx), where a press on the server's markup would reach nothing.
   */
  untilHydrated?: boolean;
}

const Heart = ({ filled }: { filled: boolean }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
    <path
      d="M12 20.3 4.7 13.2a4.8 4.8 0 0 1 6.8-6.8l.5.5.5-.5a4.8 4.8 0 0 1 6.8 6.8z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * Like and unlike with the count beside the heart (the `likes` extension feature; nothing is
 * drawn against a provider without it). The button changes at once; a refusal puts it back and
 * says why under it.
 */
export function LikeButton(props: LikeButtonProps) {
  return useExtension('likes') ? <LikeControl {...props} /> : null;
}

function LikeControl({ kind, item, variant = 'page', untilHydrated = false }: LikeButtonProps) {
  const like = useLike(kind, item);
  const waiting = useHydratingWith(untilHydrated);
  const count = formatCount(like.likeCount);
  const noun = like.likeCount === 1 ? 'like' : 'likes';
  return (
    <span className={`like like-${variant}`}>
      <button
        type="button"
        className={variant === 'page' ? 'btn btn-ghost like-button' : 'like-button'}
        aria-pressed={like.liked}
        aria-label={`Like ${item.title}, ${count} ${noun}`}
        disabled={waiting}
        onClick={like.toggle}
      >
        <Heart filled={like.liked} />
        <span aria-hidden="true">{variant === 'page' ? `${count} ${noun}` : count}</span>
      </button>
      {like.error ? (
        <span className="like-error" role="alert">
          {like.error}
        </span>
      ) : null}
    </span>
  );
}
