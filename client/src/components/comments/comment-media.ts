/** What the comments need of the page's player: seek to a moment, and read where it is. */
export interface CommentMedia {
  seek: (seconds: number) => void;
  currentTime: () => number;
  /** Seconds, when known: later times in a text stay text. */
  duration?: number | undefined;
}

/** `12 comments`, `1 comment`; `Comments` before the count is known. */
export const commentsHeading = (count: number | undefined): string =>
  count === undefined
    ? 'Comments'
    : `${count.toLocaleString('en-US')} comment${count === 1 ? '' : 's'}`;
