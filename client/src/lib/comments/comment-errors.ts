// lib/comments: the comments feature's logic: text into parts, the thread's state, its calls, live arrival.
import { ErrorCode } from '@inkreel/shared';
import { ApiError } from '../api/api-client';

/** Why a comment action failed, in words a person reads (the UI branches on code and status). */
export function commentFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  if (error.isNetworkError)
    return 'Could not reach the server. Check your connection and try again.';
  if (error.status === 429) {
    const wait = error.retryAfterSeconds;
    return `You are going too fast. Try again${wait ? ` in ${wait} seconds` : ' in a minute'}.`;
  }
  switch (error.code) {
    case ErrorCode.COMMENTS_OFF:
      return 'Comments are turned off here.';
    case ErrorCode.COMMENTING_BLOCKED:
      return 'The uploader has blocked you from commenting on their uploads.';
    case ErrorCode.EMAIL_NOT_VERIFIED:
      return 'Verify your e-mail address to comment.';
    case ErrorCode.NOT_COMMENT_AUTHOR:
    case ErrorCode.NOT_UPLOADER:
      return 'You cannot do that to this comment.';
    case ErrorCode.VALIDATION_FAILED:
      return error.serverMessage ?? 'That comment cannot be sent as it is.';
    default:
  }
  if (error.status === 404) return 'This comment is no longer there.';
  if (error.status === 401) return 'Sign in again to do that.';
  return 'Something went wrong. Please try again.';
}
