import { COMMENT_TEXT_MAX, groupThousands, type BookPlace } from '@inkreel/shared';
import { useId, useState } from 'react';
import { commentFailure } from '../../lib/comments/comment-errors';
import { commentFormSchema, type CommentFormValues } from '../../lib/comments/comment-form-schema';
import { formatMoment } from '../../lib/comments/comment-text';
import { useContractForm } from '../../lib/forms/use-contract-form';
import { Button } from '../ui/button';
import { placeText, type CommentMedia, type CommentReading } from './comment-media';

/** What the form sends: the text, and the moment or page when the form offers one. */
export interface CommentDraft {
  text: string;
  at?: number;
  page?: number;
  place?: BookPlace;
}

interface CommentFormProps {
  label: string;
  submitLabel: string;
  initialText?: string;
  /** Offers "At the current time" (a video's or track's top-level comment). */
  media?: CommentMedia | undefined;
  /** Offers a page (a book's top-level comment). */
  paged?: boolean;
  /** Offers "At my place in the book" (a reflowable book's top-level comment). */
  reading?: CommentReading | undefined;
  onSubmit: (draft: CommentDraft) => Promise<void>;
  onCancel?: () => void;
  /** Takes the focus when it opens (from the Reply or Edit button just pressed). */
  focusOnOpen?: boolean;
}

/** Characters left shown from this close to the limit. */
const COUNT_FROM = COMMENT_TEXT_MAX - 200;

/**
 * A comment's text (a new one, a reply or an edit) checked with the contract's rule before it
 * goes; the server's refusal is said under it in plain words (rate limit, comments off, blocked).
 */
export function CommentForm(props: CommentFormProps) {
  const { media, paged = false, reading, onCancel } = props;
  const id = useId();
  const [at, setAt] = useState<number | null>(null);
  const [place, setPlace] = useState<BookPlace | null>(null);
  const initial: CommentFormValues = { text: props.initialText ?? '', page: '' };
  const form = useContractForm({
    schema: commentFormSchema,
    initial,
    failureText: commentFailure,
    submit: async (data, { reset }) => {
      const page = data.page === '' ? undefined : Number(data.page);
      await props.onSubmit({
        text: data.text,
        ...(at !== null ? { at } : {}),
        ...(page !== undefined ? { page } : {}),
        ...(place !== null ? { place } : {}),
      });
      reset(initial);
      setAt(null);
      setPlace(null);
    },
  });
  const text = form.field('text');
  const length = text.value.length;
  const over = length - COMMENT_TEXT_MAX;
  // Over the limit the rule stands under the field (as a submit says it) and the count says by
  // how much; it said "-250 left" under "A comment is at most 2,000 characters".
  const textError =
    text.error ??
    (over > 0 ? `A comment is at most ${groupThousands(COMMENT_TEXT_MAX)} characters` : undefined);
  const page = form.field('page');
  return (
    <form className="comment-form" aria-label={props.label} onSubmit={form.onSubmit} noValidate>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {props.label}
      </label>
      <textarea
        id={`${id}-text`}
        className="input comment-input"
        name={text.name}
        value={text.value}
        onChange={text.onChange}
        placeholder={`${props.label}…`}
        rows={3}
        // oxlint-disable-next-line jsx-a11y/no-autofocus -- opened by the Reply or Edit button just pressed
        autoFocus={props.focusOnOpen}
        aria-invalid={textError ? true : undefined}
        aria-describedby={textError ? `${id}-text-error` : undefined}
      />
      {textError ? (
        <span id={`${id}-text-error`} className="field-error">
          {textError}
        </span>
      ) : null}
      <div className="comment-form-row">
        {media ? (
          <label className="comment-check">
            <input
              type="checkbox"
              checked={at !== null}
              onChange={(event) =>
                setAt(event.target.checked ? Math.floor(media.currentTime()) : null)
              }
            />
            {at === null ? 'At the current time' : `At ${formatMoment(at)}`}
          </label>
        ) : null}
        {reading ? (
          <label className="comment-check">
            <input
              type="checkbox"
              checked={place !== null}
              onChange={(event) => setPlace(event.target.checked ? reading.currentPlace() : null)}
            />
            {place === null ? 'At my place in the book' : `At ${placeText(place)}`}
          </label>
        ) : null}
        {paged ? (
          <label className="comment-page">
            Page
            <input
              className="input"
              name={page.name}
              value={page.value}
              onChange={page.onChange}
              inputMode="numeric"
              size={5}
              aria-invalid={page.error ? true : undefined}
              aria-describedby={page.error ? `${id}-page-error` : undefined}
            />
          </label>
        ) : null}
        {length >= COUNT_FROM ? (
          <span className="comment-count" aria-live="polite">
            {over > 0
              ? `${groupThousands(over)} characters too many`
              : `${groupThousands(-over)} left`}
          </span>
        ) : null}
        <span className="comment-form-spacer" />
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" variant="primary" disabled={form.busy || length === 0}>
          {props.submitLabel}
        </Button>
      </div>
      {page.error ? (
        <span id={`${id}-page-error`} className="field-error">
          {page.error}
        </span>
      ) : null}
      {form.failure ? (
        <p className="error-box comment-failure" role="alert">
          {form.failure}
        </p>
      ) : null}
    </form>
  );
}
