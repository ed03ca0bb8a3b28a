import { ApiError } from '../../../lib/api/api-client';
import { isRetryable } from '../../../lib/api/retry-policy';

const quoted = (words: string) => `“${words.replace(/[.\s]+$/, '')}”`;

/** What went wrong with the HTTP upload, in plain words for the timeline. */
export function uploadFailureReason(error: unknown): string {
  if (!(error instanceof ApiError)) return 'The upload stopped because of an unexpected error.';
  const said = error.serverMessage ? ` The server said: ${quoted(error.serverMessage)}.` : '';
  if (error.isNetworkError)
    return 'The connection to the server was lost before the upload finished.';
  if (error.code === 'INVALID_RESPONSE')
    return 'The server accepted the upload but its reply could not be read.';
  if (error.status === 401) return `The server no longer accepts your sign-in.${said}`;
  if (error.code === 'INVALID_BOOK_FILE')
    return `The server refused the book: its file is not a readable book of its kind.${said}`;
  if (error.code === 'BOOK_UNPACKED_TOO_LARGE')
    return `The server refused the EPUB: unpacked, it would be larger than 256 MB.${said}`;
  if (error.status === 413) return `The server refused the file because it is too large.${said}`;
  if (error.status === 415) return `The server refused the file's type.${said}`;
  if (error.status >= 500)
    return `The server ran into a problem (status ${error.status}) while receiving the upload.${said}`;
  return `The server refused the upload (status ${error.status}).${said}`;
}

/** The provider's uploadError, after it had the whole file. */
export function processingFailureReason(message: string): string {
  return `The server could not finish processing the file. It said: ${quoted(message)}.`;
}

/**
 * What to change before sending again when the same form would be refused again; null when
 * retrying it could succeed: no reply, a server fault, a timeout or a rate limit (lib's retry
 * policy), or an error of this page whose cause is unknown.
 */
export function uploadFailureAdvice(error: unknown): string | null {
  if (!(error instanceof ApiError) || isRetryable(error)) return null;
  if (error.code === 'INVALID_RESPONSE')
    return 'Your upload may have been published: look for it before uploading it again.';
  if (error.status === 401) return 'Sign in again, then select Upload Content once more.';
  if (error.code === 'INVALID_BOOK_FILE' || error.code === 'BOOK_UNPACKED_TOO_LARGE')
    return 'Choose a complete copy of the book in place of the one refused, then select Upload Content.';
  if (error.status === 413) return 'Choose a smaller file, then select Upload Content.';
  if (error.status === 415)
    return 'Choose a file in a supported format in place of the one refused, then select Upload Content.';
  if (error.status === 400) return 'Correct what the server named, then select Upload Content.';
  return 'Sending the same form again would be refused too: change it, then select Upload Content.';
}
