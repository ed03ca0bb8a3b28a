import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom } from '../../../lib/api/api-client';
import {
  processingFailureReason,
  uploadFailureAdvice,
  uploadFailureReason,
} from './failure-reason';

describe('failure reasons in plain words', () => {
  it('names a dropped connection, a refused file and a server fault', () => {
    expect(
      uploadFailureReason(new ApiError(0, undefined, undefined, 'Network error occurred')),
    ).toBe('The connection to the server was lost before the upload finished.');
    expect(uploadFailureReason(apiErrorFrom(415, { code: 'X', message: 'Not a video.' }))).toBe(
      "The server refused the file's type. The server said: “Not a video”.",
    );
    expect(uploadFailureReason(apiErrorFrom(413, {}))).toBe(
      'The server refused the file because it is too large.',
    );
    expect(uploadFailureReason(apiErrorFrom(503, { message: 'Busy' }))).toBe(
      'The server ran into a problem (status 503) while receiving the upload. The server said: “Busy”.',
    );
    expect(uploadFailureReason(apiErrorFrom(400, { message: 'Title is required' }))).toBe(
      'The server refused the upload (status 400). The server said: “Title is required”.',
    );
    expect(uploadFailureReason(new Error('boom'))).toBe(
      'The upload stopped because of an unexpected error.',
    );
  });

  it('quotes what the provider said about processing', () => {
    expect(processingFailureReason('The video could not be processed: no movie header')).toBe(
      'The server could not finish processing the file. It said: “The video could not be processed: no movie header”.',
    );
  });

  it('says what to change when the same form would be refused again, and nothing when a retry could do', () => {
    for (const error of [
      new ApiError(0, undefined, undefined, 'Network error occurred'),
      apiErrorFrom(408, {}),
      apiErrorFrom(429, {}),
      apiErrorFrom(500, {}),
      apiErrorFrom(503, {}),
      new Error('boom'),
    ])
      expect(uploadFailureAdvice(error)).toBeNull();
    expect(uploadFailureAdvice(apiErrorFrom(415, {}))).toBe(
      'Choose a file in a supported format in place of the one refused, then select Upload Content.',
    );
    expect(uploadFailureAdvice(apiErrorFrom(413, {}))).toBe(
      'Choose a smaller file, then select Upload Content.',
    );
    expect(uploadFailureAdvice(apiErrorFrom(400, {}))).toBe(
      'Correct what the server named, then select Upload Content.',
    );
    expect(uploadFailureAdvice(apiErrorFrom(401, {}))).toBe(
      'Sign in again, then select Upload Content once more.',
    );
    expect(uploadFailureAdvice(apiErrorFrom(409, {}))).toBe(
      'Sending the same form again would be refused too: change it, then select Upload Content.',
    );
    expect(uploadFailureAdvice(new ApiError(201, 'INVALID_RESPONSE', {}, 'Unexpected reply'))).toBe(
      'Your upload may have been published: look for it before uploading it again.',
    );
  });
});
