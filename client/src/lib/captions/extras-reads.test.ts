import {
  audioChapterCalls,
  buildUrl,
  captionCalls,
  lyricsCalls,
  storyboardCalls,
  videoChapterCalls,
} from '@inkreel/shared';
import { describe, expect, it } from 'vitest';
import { chaptersKey, storyboardKey, textTracksKey } from './extras-reads';

describe('the captions feature’s read keys', () => {
  it('are the contracts’ paths, as the hooks and a server-rendered page’s data both key them', () => {
    const id = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    const input = { params: { id } };
    expect(textTracksKey('video', id)).toBe(buildUrl(captionCalls.list, input));
    expect(textTracksKey('audio', id)).toBe(buildUrl(lyricsCalls.list, input));
    expect(chaptersKey('video', id)).toBe(buildUrl(videoChapterCalls.get, input));
    expect(chaptersKey('audio', id)).toBe(buildUrl(audioChapterCalls.get, input));
    expect(storyboardKey(id)).toBe(buildUrl(storyboardCalls.get, input));
  });
});
