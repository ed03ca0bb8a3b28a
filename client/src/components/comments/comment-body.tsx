import type { Comment } from '@inkreel/shared';
import { Link } from 'react-router';
import { formatMoment } from '../../lib/comments/comment-text';
import { formatDate } from '../../lib/format/format';
import { placeText } from './comment-media';
import { CommentTextView, creatorPath, type TextViewOptions } from './comment-text-view';
import './comments.css';

/** A date and time for a tooltip, the same on the server and in the browser (UTC). */
const exactTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * What a comment says and who said it, when: its author, date ("edited" after a change), what it
 * answers, the moment or page it is about, whether it waits for approval or was hidden, and its
 * text. A deleted comment keeps only its place ("Comment deleted"). Shown alike on a page the
 * server rendered and in the live thread, which adds the actions around it.
 */
export function CommentBody({ comment, options }: { comment: Comment; options: TextViewOptions }) {
  if (comment.state === 'deleted' || !comment.author) {
    return <p className="comment-deleted">Comment deleted</p>;
  }
  const { author } = comment;
  const seek = options.onSeek;
  const at = comment.at;
  return (
    <>
      <p className="comment-head">
        {options.creators ? (
          <Link className="comment-author" to={creatorPath(author._id)}>
            {author.name}
          </Link>
        ) : (
          <span className="comment-author">{author.name}</span>
        )}
        <time
          className="comment-date"
          dateTime={comment.createdAt}
          title={exactTime(comment.createdAt)}
        >
          {formatDate(comment.createdAt)}
        </time>
        {comment.editedAt ? (
          <span className="comment-edited" title={`Edited ${exactTime(comment.editedAt)}`}>
            edited
          </span>
        ) : null}
        {comment.state === 'held' ? <span className="comment-badge">Awaiting approval</span> : null}
        {comment.state === 'hidden' ? (
          <span className="comment-badge comment-badge-hidden">Hidden: only you can see it</span>
        ) : null}
      </p>
      {comment.replyTo ? (
        <p className="comment-context">Replying to {comment.replyTo.author.name}</p>
      ) : null}
      {at !== undefined ? (
        <p className="comment-context">
          At{' '}
          <a
            className="comment-time"
            href={`${options.itemPath}?t=${Math.floor(at)}`}
            onClick={(event) => {
              if (!seek) return;
              event.preventDefault();
              seek(at);
            }}
          >
            {formatMoment(at)}
          </a>
        </p>
      ) : null}
      {comment.page !== undefined ? (
        <p className="comment-context">
          {/* Opens the reader at that page (a plain link without the script too). */}
          <Link to={`${options.itemPath}?page=${comment.page}`}>Page {comment.page}</Link>
        </p>
      ) : null}
      {comment.place ? (
        <p className="comment-context">
          {/* Opens the reflowable reader at the passage the comment recorded (decision 0436). */}
          At{' '}
          <Link to={`${options.itemPath}?place=${encodeURIComponent(comment.place.cfi)}`}>
            {placeText(comment.place)}
          </Link>
        </p>
      ) : null}
      <CommentTextView comment={comment} options={options} />
    </>
  );
}
