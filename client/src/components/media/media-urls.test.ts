import { describe, expect, it } from 'vitest';
import { bookCoverUrl, mediaUrl, videoThumbnailUrl } from './media-urls';

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
});
