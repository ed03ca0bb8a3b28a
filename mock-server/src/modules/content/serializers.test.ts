import { describe, expect, it } from 'vitest';
import { mediaPath } from './serializers.js';

describe('mediaPath', () => {
  it('encodes each segment of a stored file name and keeps the slashes', () => {
    expect(mediaPath('videos/a b#1.mp4')).toBe('/media/videos/a%20b%231.mp4');
    expect(mediaPath('audios/ü?.mp3')).toBe('/media/audios/%C3%BC%3F.mp3');
  });

  it('gives a file the same path however often it is asked, past the number it remembers', () => {
    const first = mediaPath('videos/x.mp4');
    for (let i = 0; i < 5000; i += 1) mediaPath(`videos/${i}.mp4`);
    expect(mediaPath('videos/x.mp4')).toBe(first);
    expect(mediaPath('videos/4999.mp4')).toBe('/media/videos/4999.mp4');
  });
});
