import { describe, expect, it } from 'vitest';
import { filesShare } from './file-bytes';

describe('filesShare', () => {
  it("counts a multipart request's bytes as the chosen files' bytes", () => {
    const file = 256_379; // 250.37 KB, as the drop zone shows it
    const request = 268_923; // the same file sent with the form's fields and boundaries
    expect(filesShare(request, request, file)).toEqual({ uploadedBytes: file, totalBytes: file });
    expect(filesShare(request / 2, request, file)).toEqual({
      uploadedBytes: Math.round(file / 2),
      totalBytes: file,
    });
    expect(filesShare(0, request, file)).toEqual({ uploadedBytes: 0, totalBytes: file });
  });

  it('never counts past the files or below nothing', () => {
    expect(filesShare(1_200, 1_000, 900)).toEqual({ uploadedBytes: 900, totalBytes: 900 });
    expect(filesShare(-5, 1_000, 900)).toEqual({ uploadedBytes: 0, totalBytes: 900 });
  });

  it('leaves the count as it is when either total is unknown, or the files are the larger', () => {
    expect(filesShare(10, 0, 900)).toEqual({ uploadedBytes: 10, totalBytes: 0 });
    expect(filesShare(10, 100, 0)).toEqual({ uploadedBytes: 10, totalBytes: 100 });
    expect(filesShare(10, 100, 200)).toEqual({ uploadedBytes: 10, totalBytes: 100 });
  });
});
