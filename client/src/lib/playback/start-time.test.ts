import { describe, expect, it } from 'vitest';
import { parseStartTime, playerStartAt, withStartTime } from './start-time';

describe('parseStartTime', () => {
  it('reads whole seconds, with or without an s', () => {
    expect(parseStartTime('83')).toBe(83);
    expect(parseStartTime('83s')).toBe(83);
    expect(parseStartTime(' 7 ')).toBe(7);
  });

  it('drops a fraction rather than refusing it', () => {
    expect(parseStartTime('12.9')).toBe(12);
  });

  it('ignores what is not a time', () => {
    for (const value of [
      null,
      undefined,
      '',
      '0',
      '-5',
      'abc',
      '1m23s',
      '1e3',
      '12abc',
      'Infinity',
    ]) {
      expect(parseStartTime(value), String(value)).toBeUndefined();
    }
  });
});

describe('playerStartAt', () => {
  it('leaves the remembered place alone when the link has no t', () => {
    expect(playerStartAt(null)).toBeUndefined();
  });

  it('starts at a valid t, and from the start when t is there but is not a time', () => {
    expect(playerStartAt('83s')).toBe(83);
    for (const value of ['', '0', 'abc', '-5', '1m23s']) {
      expect(playerStartAt(value), value).toBe(0);
    }
  });
});

describe('withStartTime', () => {
  it('sets t in whole seconds and keeps the rest of the link', () => {
    expect(withStartTime('https://inkreel.test/video/abc?x=1', 83.7)).toBe(
      'https://inkreel.test/video/abc?x=1&t=83',
    );
  });

  it('replaces an earlier t, and leaves it out under one second', () => {
    expect(withStartTime('https://inkreel.test/video/abc?t=5', 40)).toBe(
      'https://inkreel.test/video/abc?t=40',
    );
    expect(withStartTime('https://inkreel.test/video/abc?t=5', 0.4)).toBe(
      'https://inkreel.test/video/abc',
    );
  });
});
