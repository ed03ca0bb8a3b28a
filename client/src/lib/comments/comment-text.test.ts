import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentSegments, formatMoment } from './comment-text';

const timed = { times: true };

describe('commentSegments', () => {
  it('finds web addresses, ending them before punctuation but keeping their own brackets', () => {
    const text = 'See https://a.example/x?y=1, and (https://en.wikipedia.org/wiki/Dawn_(film)).';
    expect(commentSegments(text, [], timed)).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
      { type: 'text', text: ', and (' },
      {
        type: 'link',
        text: 'https://en.wikipedia.org/wiki/Dawn_(film)',
        href: 'https://en.wikipedia.org/wiki/Dawn_(film)',
      },
      { type: 'text', text: ').' },
    ]);
  });

  it('never links another scheme, markup or a bare host', () => {
    for (const text of [
      'javascript:alert(1)',
      '<a href="javascript:alert(1)">x</a>',
      'data:text/html,<script>alert(1)</script>',
      'http://',
      'www.example.com',
    ]) {
      expect(commentSegments(text, [], timed).every((s) => s.type === 'text')).toBe(true);
    }
  });

  it('reads 1:23 and 1:02:03 as times on a timed item, within its length', () => {
    expect(commentSegments('at 1:23 and 1:02:03, not 1:2 or 12:345', [], timed)).toEqual([
      { type: 'text', text: 'at ' },
      { type: 'time', text: '1:23', seconds: 83 },
      { type: 'text', text: ' and ' },
      { type: 'time', text: '1:02:03', seconds: 3723 },
      { type: 'text', text: ', not 1:2 or 12:345' },
    ]);
    expect(commentSegments('at 1:23', [], { times: true, duration: 60 })).toEqual([
      { type: 'text', text: 'at 1:23' },
    ]);
    expect(commentSegments('at 1:23', [], { times: false })).toEqual([
      { type: 'text', text: 'at 1:23' },
    ]);
    expect(commentSegments('ratio 16:9:30, 0:75', [], timed).map((s) => s.type)).toEqual(['text']);
  });

  it('marks the mentions the provider resolved, and ignores ranges that do not fit', () => {
    const user = { _id: 'u'.repeat(24), name: 'Ada Marlow' };
    const text = 'Thanks @Ada Marlow!';
    expect(commentSegments(text, [{ start: 7, length: 11, user }], timed)).toEqual([
      { type: 'text', text: 'Thanks ' },
      { type: 'mention', text: '@Ada Marlow', userId: user._id },
      { type: 'text', text: '!' },
    ]);
    expect(commentSegments(text, [{ start: 3, length: 40, user }], timed)).toEqual([
      { type: 'text', text },
    ]);
  });

  it('keeps every character, in order, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const joined = commentSegments(text, [], timed)
          .map((s) => s.text)
          .join('');
        expect(joined).toBe(text);
      }),
    );
  });
});

describe('formatMoment', () => {
  it('writes minutes and seconds, and hours from an hour', () => {
    expect(formatMoment(7)).toBe('0:07');
    expect(formatMoment(83.9)).toBe('1:23');
    expect(formatMoment(3723)).toBe('1:02:03');
  });
});
