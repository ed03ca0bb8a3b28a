import { describe, expect, it } from 'vitest';
import { readStoryboardIndex, storyboardIndex, tileAt } from './storyboard-index.js';

const tiles = [
  { start: 0, end: 2, x: 0, y: 0, width: 160, height: 90 },
  { start: 2, end: 4, x: 160, y: 0, width: 160, height: 90 },
];

describe('storyboard index', () => {
  it('writes and reads back the frames', async () => {
    const text = storyboardIndex(tiles, 'sprite.jpg');
    expect(text).toContain('00:00:02.000 --> 00:00:04.000\nsprite.jpg#xywh=160,0,160,90');
    expect(await readStoryboardIndex(text)).toEqual({ ok: true, tiles });
  });

  it('refuses cues that are not frames, and files that are not WebVTT', async () => {
    const notFrame = 'WEBVTT\n\n00:00.000 --> 00:02.000\nhello\n';
    expect(await readStoryboardIndex(notFrame)).toMatchObject({ ok: false });
    expect(await readStoryboardIndex('nope')).toMatchObject({ ok: false });
    expect(await readStoryboardIndex('WEBVTT\n')).toEqual({
      ok: false,
      message: 'The index has no frames',
    });
  });

  it('finds the frame of a moment', () => {
    expect(tileAt(tiles, 3)).toBe(tiles[1]);
    expect(tileAt(tiles, 99)).toBe(tiles[1]);
    expect(tileAt([], 1)).toBeNull();
  });
});
