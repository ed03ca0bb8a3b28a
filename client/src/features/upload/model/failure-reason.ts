import { ApiError } from '../../../lib/api-client';

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
