import { groupThousands, type BookPlace } from '@inkreel/shared';

/** What the comments need of the page's player: seek to a moment, and read where it is. */
export interface CommentMedia {
  seek: (seconds: number) => void;
  currentTime: () => number;
  /** Seconds, when known: later times in a text stay text. */
  duration?: number | undefined;
}

/** What the comments need of a reflowable book's reader: where it is, for "At my place". */
export interface CommentReading {
  /** Null until the book has opened. */
  currentPlace: () => BookPlace | null;
}

/** A place in a reflowable book as a comment names it: "34%", or "34%, The Storm". */
export const placeText = (place: BookPlace): string => {
  const percent = `${Math.round(place.fraction * 100)}%`;
  return place.chapter ? `${percent}, ${place.chapter}` : percent;
};

/** `12 comments`, `1 comment`; `Comments` before the count is known. */
export const commentsHeading = (count: number | undefined): string =>
  count === undefined ? 'Comments' : `${groupThousands(count)} comment${count === 1 ? '' : 's'}`;
