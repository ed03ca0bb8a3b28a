import { describe, expect, it } from 'vitest';
import { bookCoverOf, bookCoverUrl, mediaUrl, videoThumbnailUrl } from './media-urls';

describe('media URLs', () => {
  it('prefixes relative media paths with /api', () => {
    expect(mediaUrl('/media/clip.mp4')).toBe('/api/media/clip.mp4');
    expect(mediaUrl('media/clip.mp4')).toBe('/api/media/clip.mp4');
  });

  it('keeps absolute URLs as they are', () => {
    expect(mediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(mediaUrl('//cdn.example.com/a.png')).toBe('//cdn.example.com/a.png');
  });

  it('uses thumbnailUrl when present, else the thumbnail-by-id endpoint', () => {
    expect(videoThumbnailUrl({ _id: 'abc', thumbnailUrl: '/media/t.jpg' })).toBe(
      '/api/media/t.jpg',
    );
    expect(videoThumbnailUrl({ _id: 'abc' })).toBe('/api/videos/thumbnail/abc');
  });

  it('fetches book covers by id', () => {
    expect(bookCoverUrl('b1')).toBe('/api/books/cover/b1');
  });

  it("tells a replaced image apart by the version, and uses a private book's own cover URL", () => {
    expect(videoThumbnailUrl({ _id: 'abc', version: 1 })).toBe('/api/videos/thumbnail/abc');
    expect(videoThumbnailUrl({ _id: 'abc', version: 3 })).toBe('/api/videos/thumbnail/abc?v=3');
    expect(bookCoverOf({ _id: 'b1', version: 2 })).toBe('/api/books/cover/b1?v=2');
    expect(bookCoverOf({ _id: 'b1', coverUrl: '/books/cover/b1?key=k' })).toBe(
      '/api/books/cover/b1?key=k',
    );
    expect(
      videoThumbnailUrl({ _id: 'abc', thumbnailUrl: '/videos/thumbnail/abc?key=k', version: 4 }),
    ).toBe('/api/videos/thumbnail/abc?key=k&v=4');
  });
});
