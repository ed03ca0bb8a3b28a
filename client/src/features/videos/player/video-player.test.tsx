import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMedia } from '../../../lib/testing/stub-media';
import { VideoPlayer } from './video-player';

const POSTER = 'https://api.example.com/api/videos/thumbnail/a';

// The preload is a <link> in <head>, where Testing Library's queries do not reach.
const preloads = () =>
  // eslint-disable-next-line testing-library/no-node-access -- see above
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
    link.getAttribute('as'),
    link.href,
    link.getAttribute('fetchpriority'),
    link.hasAttribute('crossorigin'),
  ]);

let restoreMedia: () => void = () => undefined;

beforeEach(() => {
  // Only this file's preloads count, whatever a file before it in the worker left in <head>.
  document.head.innerHTML = '';
  restoreMedia = stubMedia().restore;
});

afterEach(() => {
  vi.restoreAllMocks();
  restoreMedia();
  document.head.innerHTML = '';
});

describe('VideoPlayer', () => {
  it('preloads its poster, the largest image of the page, once and first', () => {
    const { rerender } = render(<VideoPlayer src="/v.mp4" poster={POSTER} title="First Light" />);
    rerender(<VideoPlayer src="/v.mp4" poster={POSTER} title="First Light" />);
    // No crossorigin: the <video> poster that uses it has none either, or it would be fetched twice.
    expect(preloads()).toEqual([['image', POSTER, 'high', false]]);
  });
});
