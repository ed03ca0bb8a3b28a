import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom } from '../../../lib/api-client';
import { processingFailureReason, uploadFailureReason } from './failure-reason';

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
});
