import { afterEach, describe, expect, it } from 'vitest';
import { preloadImage } from './preload-image';

const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadImage', () => {
  it('adds one high-priority image preload per address', () => {
    preloadImage('https://api.example.com/api/videos/thumbnail/a');
    preloadImage('https://api.example.com/api/videos/thumbnail/a');
    preloadImage('https://api.example.com/api/videos/thumbnail/b');
    expect(links().map((link) => [link.as, link.href, link.getAttribute('fetchpriority')])).toEqual(
      [
        ['image', 'https://api.example.com/api/videos/thumbnail/a', 'high'],
        ['image', 'https://api.example.com/api/videos/thumbnail/b', 'high'],
      ],
    );
    // No crossorigin attribute: the <img> that uses it has none either, or the browser would
    // fetch the image twice.
    expect(links().every((link) => !link.hasAttribute('crossorigin'))).toBe(true);
  });
});
