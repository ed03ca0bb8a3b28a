import type { Comment } from '@inkreel/shared';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { commentSegments } from '../../lib/comments/comment-text';

export interface TextViewOptions {
  /** The item's page, for time links that work without the player's script (`?t=`). */
  itemPath: string;
  /** Times in the text seek (a video's or track's comments). */
  timed: boolean;
  duration?: number | undefined;
  /** Seeks the page's player; without it a time link opens the page at that time. */
  onSeek?: ((seconds: number) => void) | undefined;
  /** Mentions link to creator pages (the provider offers them). */
  creators: boolean;
}

/** A creator's page (any account with uploads). */
export const creatorPath = (id: string): string => `/creator/${encodeURIComponent(id)}`;

/**
 * A comment's text exactly as typed: React puts each run in as text, so nothing in it is markup.
 * Web addresses become links out (nofollow, ugc: the site vouches for none of them), times seek
 * the player, and mentions the provider resolved lead to the creator's page.
 */
export function CommentTextView({
  comment,
  options,
}: {
  comment: Comment;
  options: TextViewOptions;
}) {
  const segments = commentSegments(comment.text, comment.mentions, {
    times: options.timed,
    duration: options.duration,
  });
  const seek = (seconds: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!options.onSeek) return;
    event.preventDefault();
    options.onSeek(seconds);
  };
  return (
    <p className="comment-text">
      {segments.map((segment, index) => {
        // The runs of one text never reorder: a run's position is its identity.
        const key = index;
        switch (segment.type) {
          case 'link':
            return (
              <a key={key} href={segment.href} rel="nofollow ugc noopener" target="_blank">
                {segment.text}
              </a>
            );
          case 'time':
            return (
              <a
                key={key}
                className="comment-time"
                href={`${options.itemPath}?t=${segment.seconds}`}
                onClick={seek(segment.seconds)}
              >
                {segment.text}
              </a>
            );
          case 'mention':
            return options.creators ? (
              <Link key={key} className="comment-mention" to={creatorPath(segment.userId)}>
                {segment.text}
              </Link>
            ) : (
              segment.text
            );
          case 'text':
            return segment.text;
        }
      })}
    </p>
  );
}
